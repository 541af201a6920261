// The match message editor: coalesces rapid edits, uses a fresh interaction token, and falls back
// to the channel message once the token is past its 15 minutes or refused.
import { describe, expect, it } from 'vitest';
import { DiscordAPIError, type REST } from 'discord.js';
import { MatchMessageEditor, TOKEN_LIFETIME_MS } from '../../bot/message-editor.ts';
import { compareStreamIds as compareEntryIds } from '../../engine/store/types.ts';
import type { PostMark } from '../../bot/messages/match-message.ts';
import type { OutgoingMessage } from '../../bot/messages/outgoing.ts';

function setup(opts: { failToken?: boolean; message?: (n: number) => OutgoingMessage } = {}) {
  let clock = 1_000_000;
  const routes: string[] = [];
  const bodies: { body: any; files: unknown[] }[] = [];
  const marks: PostMark[] = [];
  const rest = {
    async patch(route: string, req: { body: any; files: unknown[] }) {
      routes.push(route);
      bodies.push(req);
      await new Promise((r) => setTimeout(r, 5));
      if (opts.failToken && route.startsWith('/webhooks/')) {
        throw new DiscordAPIError({ code: 50027, message: 'Invalid Webhook Token' }, 50027, 401, 'PATCH', route, {});
      }
      const att = req.files.length ? { attachments: [{ id: `att${bodies.length}`, filename: req.body.attachments[0].filename }] } : {};
      return att;
    },
  } as unknown as REST;
  const editor = new MatchMessageEditor({
    rest, appId: 'app', now: () => clock, minIntervalMs: 0,
    home: async () => ({ guildId: 'g', channelId: 'c1', messageId: 'm1' }),
    build: async (_id, mark) => {
      marks.push(mark);
      return opts.message?.(marks.length) ?? { content: `edit ${marks.length}`, embeds: [], components: [], files: [] };
    },
    onError: () => undefined,
  });
  return { editor, routes, bodies, marks, advance: (ms: number) => { clock += ms; } };
}

describe('the match message editor', () => {
  it('coalesces edits requested while one is in flight into one, keeping every posted turn', async () => {
    const { editor, marks } = setup();
    await Promise.all([1, 2, 3, 4, 5].map((t) => editor.request('m', { turns: [t], through: `${t}-0` })));
    expect(marks.length).toBe(2);
    expect(marks.flatMap((m) => m.turns)).toEqual([1, 2, 3, 4, 5]);
    expect(editor.through('m')).toBe('5-0');
  });

  it('drops a refresh of marks that a stream post overtakes while it is drawn: the state shows once, in the post', async () => {
    let release!: () => void;
    const slow = new Promise<void>((r) => { release = r; });
    let builds = 0;
    const { editor, bodies, marks } = setup({ message: (n) => ({ content: `turn 1, build ${n}`, embeds: [], components: [], files: [] }) });
    // The first build (a refresh requested before Start) waits until the stream's post of turn 1 has been requested.
    const build = (editor as unknown as { deps: { build: (id: string, m: PostMark) => Promise<OutgoingMessage> } }).deps.build;
    (editor as unknown as { deps: { build: unknown } }).deps.build = async (id: string, m: PostMark) => {
      if (++builds === 1) await slow;
      return build(id, m);
    };
    const refresh = editor.request('m');
    await new Promise((r) => setTimeout(r, 5));
    const post = editor.request('m', { turns: [1], through: '1-0' });
    release();
    await Promise.all([refresh, post]);
    expect(bodies.map((b) => b.body.content)).toEqual(['turn 1, build 2']);
    expect(marks.map((m) => m.turns)).toEqual([[], [1]]);
    expect(editor.through('m')).toBe('1-0');
  });

  it('sends nothing for a refresh whose state the match has left (build gives null), and passes the state only to refreshes', async () => {
    const seen: (PostMark['refreshOf'] | undefined)[] = [];
    const { editor, bodies } = setup();
    const build = (editor as unknown as { deps: { build: (id: string, m: PostMark) => Promise<OutgoingMessage> } }).deps.build;
    (editor as unknown as { deps: { build: unknown } }).deps.build = async (id: string, m: PostMark) => {
      seen.push(m.refreshOf);
      return m.refreshOf?.status === 'lobby' ? null : build(id, m);
    };
    await editor.request('m', { refreshOf: { status: 'lobby' } });
    expect(bodies).toHaveLength(0);
    await editor.request('m', { turns: [1], through: '1-0' });
    await editor.request('m', { refreshOf: { status: 'running', turn: 1 } });
    expect(bodies).toHaveLength(2);
    expect(seen).toEqual([{ status: 'lobby' }, undefined, { status: 'running', turn: 1 }]);
  });

  it("shows what the posted turns brought until newer turns are posted, the newest six lines of a coalesced post", async () => {
    const { editor, marks } = setup();
    await editor.request('m', { turns: [1], through: '1-0', happened: ['FOUND Owl-1 by Moth-2'] });
    expect(marks.at(-1)!.happened).toEqual(['FOUND Owl-1 by Moth-2']);
    await editor.request('m');
    expect(marks.at(-1)!.happened).toEqual(['FOUND Owl-1 by Moth-2']);
    await editor.request('m', { turns: [2], through: '2-0' });
    expect(marks.at(-1)!.happened).toEqual([]);
    // Turn 3 goes out at once; 4 to 7 arrive meanwhile and become one edit of their last six lines.
    await Promise.all([3, 4, 5, 6, 7].map((t) => editor.request('m', { turns: [t], through: `${t}-0`, happened: [`a${t}`, `b${t}`] })));
    expect(marks.at(-2)!.happened).toEqual(['a3', 'b3']);
    expect(marks.at(-1)!.turns).toEqual([4, 5, 6, 7]);
    expect(marks.at(-1)!.happened).toEqual(['a5', 'b5', 'a6', 'b6', 'a7', 'b7']);
  });

  it('edits through a fresh interaction token, and through the channel message after 15 minutes', async () => {
    const { editor, routes, advance } = setup();
    editor.useToken('m', 'tok');
    await editor.request('m');
    expect(routes.at(-1)).toBe('/webhooks/app/tok/messages/%40original');
    advance(TOKEN_LIFETIME_MS);
    await editor.request('m');
    expect(routes.at(-1)).toBe('/channels/c1/messages/m1');
    expect(editor.sent).toEqual({ token: 1, channel: 1, uploads: 0, skipped: 0 });
  });

  it('falls back to the channel message when Discord refuses the token', async () => {
    const { editor, routes } = setup({ failToken: true });
    editor.useToken('m', 'tok');
    await editor.request('m');
    expect(routes).toEqual(['/webhooks/app/tok/messages/%40original', '/channels/c1/messages/m1']);
    await editor.request('m');
    expect(routes.at(-1)).toBe('/channels/c1/messages/m1');
    expect(routes).toHaveLength(3);
  });

  it('sends no edit identical to the last one (the same words, buttons and picture bytes)', async () => {
    const { editor, routes } = setup({ message: () => ({ content: 'same', embeds: [], components: [], files: [] }) });
    await editor.request('m');
    await editor.request('m');
    expect(routes).toHaveLength(1);
    expect(editor.sent.skipped).toBe(1);
  });

  it('keeps the uploaded picture by its attachment id when its bytes are unchanged, and uploads a changed one', async () => {
    const pictures = [Buffer.from('picture A'), Buffer.from('picture A'), Buffer.from('picture B')];
    const { editor, bodies } = setup({
      message: (n) => {
        const file = { name: `m-turn-${n}.png`, data: pictures[n - 1], description: 'alt', contentType: 'image/png' };
        return { content: `turn ${n}`, embeds: [{ image: { url: `attachment://${file.name}` } }], components: [], files: [file] };
      },
    });
    for (let i = 0; i < 3; i++) await editor.request('m');
    expect(bodies.map((b) => b.files.length)).toEqual([1, 0, 1]);
    // The second edit shows the first upload again: by id, and its embed names the file uploaded then.
    expect(bodies[1].body.attachments).toEqual([{ id: 'att1' }]);
    expect(bodies[1].body.embeds[0].image.url).toBe('attachment://m-turn-1.png');
    expect(bodies[2].body.embeds[0].image.url).toBe('attachment://m-turn-3.png');
    expect(editor.sent.uploads).toBe(2);
  });

  it('orders stream entry ids by time, then sequence', () => {
    expect(compareEntryIds('1700-2', '1700-10')).toBeLessThan(0);
    expect(compareEntryIds('1701-0', '1700-10')).toBeGreaterThan(0);
    expect(compareEntryIds('9-0', '9-0')).toBe(0);
  });
});
