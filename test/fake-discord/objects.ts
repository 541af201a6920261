// Discord API v10 objects as the fake Discord serves them: just enough of each shape that the real,
// unmodified discord.js 14 builds its structures from them.

const DISCORD_EPOCH = 1420070400000n;
let increment = 0n;

/** A fresh snowflake id (time-ordered, unique within the process). */
export function snowflake(): string {
  increment = (increment + 1n) & 0xfffn;
  return (((BigInt(Date.now()) - DISCORD_EPOCH) << 22n) | (1n << 17n) | increment).toString();
}

export interface FakeUser {
  id: string;
  username: string;
  global_name: string | null;
  discriminator: string;
  avatar: null;
  bot?: boolean;
}

/** A Discord user object. */
export function userObject(id: string, username: string, bot = false): FakeUser {
  return { id, username, global_name: username, discriminator: '0', avatar: null, ...(bot ? { bot: true } : {}) };
}

/** A guild member object for a user (no roles, joined long ago). */
export function memberObject(user: FakeUser): Record<string, unknown> {
  return {
    user, roles: [], joined_at: '2024-01-01T00:00:00.000Z', deaf: false, mute: false, flags: 0,
    pending: false, permissions: '2248473465835073', nick: null, avatar: null,
  };
}

export interface FakeChannel {
  id: string;
  name: string;
}

/** A GUILD_CREATE payload for a guild with text channels. */
export function guildObject(id: string, name: string, ownerId: string, channels: FakeChannel[], bot: FakeUser): Record<string, unknown> {
  return {
    id, name, icon: null, splash: null, discovery_splash: null, owner_id: ownerId, afk_channel_id: null, afk_timeout: 300,
    verification_level: 0, default_message_notifications: 0, explicit_content_filter: 0, mfa_level: 0,
    features: [], emojis: [], stickers: [], application_id: null, system_channel_id: null, system_channel_flags: 0,
    rules_channel_id: null, vanity_url_code: null, description: null, banner: null, premium_tier: 0,
    premium_subscription_count: 0, preferred_locale: 'en-US', public_updates_channel_id: null, nsfw_level: 0,
    premium_progress_bar_enabled: false, joined_at: '2024-01-01T00:00:00.000Z', large: false, unavailable: false,
    member_count: 1, voice_states: [], presences: [], threads: [], stage_instances: [], guild_scheduled_events: [],
    soundboard_sounds: [],
    roles: [{
      id, name: '@everyone', color: 0, hoist: false, icon: null, unicode_emoji: null, position: 0,
      permissions: '2248473465835073', managed: false, mentionable: false, flags: 0,
    }],
    members: [memberObject(bot)],
    channels: channels.map((c, i) => ({
      id: c.id, type: 0, guild_id: id, name: c.name, position: i, permission_overwrites: [], topic: null,
      nsfw: false, last_message_id: null, rate_limit_per_user: 0, parent_id: null,
    })),
  };
}

export interface FakeAttachment {
  id: string;
  filename: string;
  size: number;
  content_type: string;
  description?: string;
  url: string;
  proxy_url: string;
}

/** A message object as Discord returns it from REST and includes in component interactions. */
export interface FakeMessage {
  id: string;
  channel_id: string;
  guild_id?: string;
  author: FakeUser;
  content: string;
  timestamp: string;
  edited_timestamp: string | null;
  tts: boolean;
  mention_everyone: boolean;
  mentions: unknown[];
  mention_roles: unknown[];
  attachments: FakeAttachment[];
  embeds: Record<string, unknown>[];
  components: Record<string, unknown>[];
  pinned: boolean;
  type: number;
  flags: number;
  application_id?: string;
  webhook_id?: string;
  interaction_metadata?: Record<string, unknown>;
}

/** A new message by the bot. */
export function messageObject(channelId: string, guildId: string | undefined, author: FakeUser): FakeMessage {
  return {
    id: snowflake(), channel_id: channelId, ...(guildId ? { guild_id: guildId } : {}), author, content: '',
    timestamp: new Date().toISOString(), edited_timestamp: null, tts: false, mention_everyone: false, mentions: [],
    mention_roles: [], attachments: [], embeds: [], components: [], pinned: false, type: 0, flags: 0,
  };
}
