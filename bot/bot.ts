// Starts one bot process: the discord.js client (pointed at DISCORD_API_URL when set), the events,
// the match event poster, on a match runtime (store, service, resolver loop) passed in.
import { DUNGEON } from '../engine/dungeon/dungeon-game.ts';
import { resolveMatchRuleset } from '../engine/dungeon/registry.ts';
import { Client, GatewayIntentBits } from 'discord.js';
import type { MatchRuntime } from '../runtime/match-runtime.ts';
import type { Logger } from '../runtime/logger.ts';
import type { BotContext, BotSettings } from './context.ts';
import { clientReady } from './events/client-ready.ts';
import { interactionCreate } from './events/interaction-create.ts';
import { MatchHomes } from './match-home.ts';
import { buildMatchPost } from './match-post.ts';
import { MatchMessageEditor } from './message-editor.ts';
import { LivingViews } from './living-views.ts';
import { Players } from './players.ts';
import { freeInteractionWebhooks } from './interaction-rest.ts';
import { RenderPool } from './render-pool.ts';
import { TurnPings } from './turn-pings.ts';
import { TurnPoster } from './turn-poster.ts';

/** Defaults of the bot's tunables. */
export const BOT_DEFAULTS = { editIntervalMs: 1_000, pollMs: 250, group: 'discord' } as const;

/** What startBot needs. */
export interface BotOptions {
  token: string;
  appId: string;
  /** REST base (a rate-limit proxy or a fake Discord); discord.js follows the gateway URL it returns. */
  apiUrl?: string;
  /** The match runtime; the bot adds an onCommitted hook to it, so turns resolved here are posted at once. */
  runtime: MatchRuntime;
  log: Logger;
  settings?: Partial<BotSettings>;
  observeRender?: (kind: string, seconds: number) => void;
  onOrderRefused?: (matchId: string | null, reason: string) => void;
  /**
   * First part of this process's consumer name on match event streams (default `bot`); the shard ids
   * follow. Stable across restarts, so a restarted process posts what it left unacknowledged at once;
   * different per host (WORKER_ID or the host name), so two bot processes never share one.
   */
  consumerPrefix?: string;
}

/** A running bot. */
export interface RunningBot {
  client: Client;
  ctx: BotContext;
  poster: TurnPoster;
  /** Resolves once the client is ready and posting. */
  ready: Promise<void>;
  /** Stops posting (the post in hand finishes and is acknowledged) and disconnects. */
  stop(): Promise<void>;
}

/** Connects the bot and starts serving interactions and match events. */
export async function startBot(opts: BotOptions): Promise<RunningBot> {
  const client = new Client({ intents: [GatewayIntentBits.Guilds], ...(opts.apiUrl ? { rest: { api: opts.apiUrl } } : {}) });
  const interactionRest = freeInteractionWebhooks(client.rest, opts.appId);
  const service = opts.runtime.service;
  const now = () => Date.now();
  const homes = new MatchHomes(service, now);
  const shardIds = client.shard?.ids ?? [0];
  const dungeonRuleset = resolveMatchRuleset(opts.settings?.dungeonRuleset ?? 'race').id;
  const dungeonEnabled = opts.settings?.dungeonEnabled ?? true;
  const settings: BotSettings = {
    editIntervalMs: opts.settings?.editIntervalMs ?? BOT_DEFAULTS.editIntervalMs,
    pollMs: opts.settings?.pollMs ?? BOT_DEFAULTS.pollMs,
    turnSeconds: opts.settings?.turnSeconds,
    dungeonRuleset,
    dungeonEnabled,
    // The operator's MATCH_* variables are the dungeon's (runtime config); every other game is open with its own default.
    games: { [DUNGEON.id]: { enabled: dungeonEnabled, offReason: 'MATCH_ENABLED is not true', defaultRuleset: dungeonRuleset }, ...opts.settings?.games },
    group: opts.settings?.group ?? BOT_DEFAULTS.group,
    consumer: opts.settings?.consumer ?? `${opts.consumerPrefix ?? 'bot'}-shard-${shardIds.join('-')}`,
  };
  let poster: TurnPoster | null = null;
  const ctx: BotContext = {
    service, rest: client.rest, appId: opts.appId, now, log: opts.log, homes, settings,
    players: new Players(service),
    renders: new RenderPool(),
    editor: null as unknown as MatchMessageEditor,
    watch: (matchId) => poster?.watch(matchId),
    nudge: (matchId) => poster?.nudge(matchId),
    views: new LivingViews(() => ctx),
    pings: null as unknown as TurnPings,
    observeRender: opts.observeRender,
    onOrderRefused: opts.onOrderRefused,
  };
  ctx.pings = new TurnPings(ctx);
  ctx.editor = new MatchMessageEditor({
    rest: client.rest, appId: opts.appId, now, minIntervalMs: settings.editIntervalMs,
    home: (id) => homes.get(id),
    build: (id, mark) => buildMatchPost(ctx, id, mark),
    onError: (matchId, err) => opts.log.warn({ err, matchId }, 'match message edit failed'),
  });
  poster = new TurnPoster(ctx, (guildId) => guildId === null || client.guilds.cache.has(guildId));
  const unhook = opts.runtime.hooks.on('onCommitted', (doc) => poster!.nudge(doc.id));
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => { markReady = resolve; });
  ctx.renders.warm();
  client.once(clientReady.name, (c) => void clientReady.execute(ctx, c, async () => {
    await poster!.start();
    markReady();
  }));
  client.on(interactionCreate.name, (ix) => void interactionCreate.execute(ctx, ix));
  await client.login(opts.token);
  return {
    client, ctx, poster, ready,
    async stop() {
      unhook();
      await poster!.stop();
      ctx.pings.stop();
      await client.destroy();
      interactionRest.clearHashSweeper();
      interactionRest.clearHandlerSweeper();
      await ctx.renders.close();
    },
  };
}
