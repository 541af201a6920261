// The fake Discord serves the real, unmodified discord.js client: login, interactions, files.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionRowBuilder, AttachmentBuilder, ButtonBuilder, ButtonStyle, Client, Events, GatewayIntentBits, MessageFlags, REST, Routes, type TextChannel } from 'discord.js';
import { FakeDiscord, buttonId } from './fake-discord.ts';

describe('fake Discord with the real discord.js client', () => {
  let fake: FakeDiscord;
  let client: Client;

  beforeAll(async () => {
    fake = await new FakeDiscord().start();
    client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.api } });
    const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
    await client.login(fake.token);
    await ready;
  });

  afterAll(async () => {
    await client?.destroy();
    await fake?.close();
  });

  it('fires clientReady with every guild and its channel cached', () => {
    expect(client.guilds.cache.map((g) => g.id)).toEqual(fake.guilds.map((g) => g.id));
    expect(client.channels.cache.has(fake.channelId)).toBe(true);
    expect(fake.callsTo('GET', /^\/gateway\/bot$/)).toHaveLength(1);
  });

  it('delivers a slash command and records the deferral and the URL-encoded @original edit with a file', async () => {
    client.once(Events.InteractionCreate, async (ix) => {
      if (!ix.isChatInputCommand()) return;
      await ix.deferReply({ flags: MessageFlags.Ephemeral });
      const file = new AttachmentBuilder(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), { name: 'seat.png', description: `seat of ${ix.options.getString('game')}` });
      await ix.editReply({ content: 'your view', files: [file] });
    });
    const ix = fake.command(fake.user('ada'), 'view', [{ name: 'game', value: 'lantern' }]);
    const reply = await fake.reply(ix);
    expect(ix.callbackType).toBe(5);
    expect(reply.content).toBe('your view');
    expect(reply.flags & 64).toBe(64);
    expect(reply.attachments[0]).toMatchObject({ filename: 'seat.png', description: 'seat of lantern' });
    expect(fake.attachment(reply).subarray(0, 4).toString('latin1')).toBe('\x89PNG');
    const edit = fake.callsTo('PATCH', /@original$/).at(-1)!;
    expect(edit.path).toBe(`/webhooks/${fake.appId}/${ix.token}/messages/@original`);
    expect(edit.files.map((f) => f.field)).toEqual(['files[0]']);
  });

  it('posts and edits a channel message with components, and delivers a click carrying the message', async () => {
    const channel = client.channels.cache.get(fake.channelId) as TextChannel;
    const row = new ActionRowBuilder<ButtonBuilder>().addComponents(new ButtonBuilder().setCustomId('join:1').setLabel('Join').setStyle(ButtonStyle.Primary));
    const sent = await channel.send({ content: 'lobby', components: [row] });
    const stored = fake.rest.messages.get(sent.id)!;
    client.once(Events.InteractionCreate, async (ix) => {
      if (!ix.isButton()) return;
      await ix.update({ content: `joined by ${ix.user.username} via ${ix.customId} on ${ix.message.id}` });
    });
    const click = fake.click(fake.user('bo'), stored, buttonId(stored, 'Join'));
    await fake.acknowledged(click);
    expect(click.callbackType).toBe(7);
    expect(fake.rest.messages.get(sent.id)!.content).toBe(`joined by bo via join:1 on ${sent.id}`);
    await sent.edit({ content: 'edited', files: [new AttachmentBuilder(Buffer.from('GIF89a'), { name: 'r.gif' })] });
    const edited = fake.rest.messages.get(sent.id)!;
    expect(edited.content).toBe('edited');
    expect(edited.attachments.map((a) => a.filename)).toEqual(['r.gif']);
    expect(fake.channelMessages().map((m) => m.id)).toContain(sent.id);
  });

  it('records application command registration (PUT) for a guild', async () => {
    const rest = new REST({ api: fake.api }).setToken(fake.token);
    await rest.put(Routes.applicationGuildCommands(fake.appId, fake.guilds[0].id), { body: [{ name: 'play', description: 'Play' }] });
    const put = fake.callsTo('PUT', /^\/applications\/\d+\/guilds\/\d+\/commands$/);
    expect(put).toHaveLength(1);
    expect(put[0].body).toEqual([{ name: 'play', description: 'Play' }]);
  });

  it('answers an expired interaction token with 401 Invalid Webhook Token', async () => {
    client.once(Events.InteractionCreate, async (ix) => {
      if (!ix.isChatInputCommand()) return;
      await ix.deferReply();
      fake.expire(fake.rest.interactions.get(ix.token)!);
      await ix.editReply('late').catch((err: { code?: number }) => channelNote(err.code));
    });
    const notes: (number | undefined)[] = [];
    const channelNote = (code?: number) => notes.push(code);
    const ix = fake.command(fake.user('cy'), 'rules');
    await fake.waitFor(() => (notes.length ? notes : undefined));
    expect(ix.callbackType).toBe(5);
    expect(notes).toEqual([50027]);
  });
});
