// A bot under test: the fake Discord, a match runtime (memory, or a given store) and the real
// bot connected through discord.js, with helpers to play as Discord users.
import type { MatchSnapshot } from '../../engine/match/types.ts';
import type { MatchStore } from '../../engine/store/types.ts';
import { createLogger, silentLogger } from '../../runtime/logger.ts';
import { openMatchRuntime, type MatchRuntime, type MatchRuntimeOptions } from '../../runtime/match-runtime.ts';
import { startBot, type RunningBot } from '../../bot/bot.ts';
import type { GameEvent } from '../../engine/core/game.ts';
import type { BotSettings } from '../../bot/context.ts';
import { FakeDiscord, buttonId, componentsOf, type FakeMessage, type FakeUser, type InteractionRecord } from '../fake-discord/fake-discord.ts';

export interface Harness {
  fake: FakeDiscord;
  runtime: MatchRuntime;
  bot: RunningBot;
  close(): Promise<void>;
}

/** Starts the fake Discord, a runtime and the bot, and waits until the bot is ready. */
export async function startHarness(opts: {
  store?: MatchStore;
  settings?: Partial<BotSettings>;
  fake?: FakeDiscord;
  /** Called when the runtime commits a turn (benchmarks time the post from here). */
  onCommitted?: (matchId: string, events: GameEvent[]) => void;
  /** Lobby and retention limits of the runtime. */
  limits?: Pick<MatchRuntimeOptions, 'lobbyMs' | 'retentionMs' | 'archiveMs'>;
  /** Orders the bot refuses before the match service sees them. */
  onOrderRefused?: (matchId: string | null, reason: string) => void;
} = {}): Promise<Harness> {
  const fake = opts.fake ?? await new FakeDiscord().start();
  const runtime = openMatchRuntime({ store: opts.store ?? 'memory', pollMs: 20, ...opts.limits });
  const onCommitted = opts.onCommitted;
  if (onCommitted) runtime.hooks.on('onCommitted', (doc, events) => onCommitted(doc.id, events));
  const bot = await startBot({
    token: fake.token, appId: fake.appId, apiUrl: fake.api, runtime,
    log: process.env.BOT_TEST_LOG ? createLogger({ name: 'bot', level: 'debug', format: 'json' }) : silentLogger(),
    settings: { editIntervalMs: 60, pollMs: 25, turnSeconds: 60, ...opts.settings }, onOrderRefused: opts.onOrderRefused,
  });
  await bot.ready;
  return {
    fake, runtime, bot,
    async close() {
      await bot.stop();
      await runtime.close();
      if (!opts.fake) await fake.close();
    },
  };
}

/** The current copy of a message the fake holds. */
export function current(fake: FakeDiscord, message: FakeMessage | string): FakeMessage {
  const id = typeof message === 'string' ? message : message.id;
  const m = fake.rest.messages.get(id);
  if (!m) throw new Error(`the fake holds no message ${id}`);
  return m;
}

/** Clicks a button (by label) on the current copy of a message. */
export function clickLabel(fake: FakeDiscord, user: FakeUser, message: FakeMessage | string, label: string | RegExp): InteractionRecord {
  const m = current(fake, message);
  return fake.click(user, m, buttonId(m, label));
}

/** The match id in a match message's footer. */
export function matchIdOf(message: FakeMessage): string {
  const m = /match (m_\S+)/.exec(String((message.embeds[0] as { footer?: { text?: string } })?.footer?.text ?? ''));
  if (!m) throw new Error(`message ${message.id} is not a match message`);
  return m[1];
}

/** Waits until a match's snapshot passes `test`. */
export async function waitForSnapshot(h: Harness, matchId: string, test: (s: MatchSnapshot) => boolean, timeoutMs = 20_000, what = 'the match'): Promise<MatchSnapshot> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const snap = await h.runtime.service.snapshot(matchId);
    if (test(snap)) return snap;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}: status ${snap.status}, turn ${snap.turn}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Bytes start with the PNG signature. */
export function isPng(data: Buffer): boolean {
  return data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
}

/** Bytes start with the JPEG signature (the lamp street is posted as JPEG: its cobbles deflate slowly). */
export function isJpeg(data: Buffer): boolean {
  return data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;
}

/** A picture Discord shows inline: PNG or JPEG. */
export function isPicture(data: Buffer): boolean {
  return isPng(data) || isJpeg(data);
}

/** Bytes start with a GIF signature. */
export function isGif(data: Buffer): boolean {
  const head = data.subarray(0, 6).toString('latin1');
  return head === 'GIF89a' || head === 'GIF87a';
}

/**
 * Opens a match with /play for `host`, seats `guest` in the next seat when given, fills the rest
 * with bots where the lobby offers it and starts it; gives the match message once it has My view.
 */
export async function openMatch(h: Harness, host: FakeUser, game: string, ruleset: string, opts: { guest?: FakeUser; players?: number } = {}): Promise<{ matchId: string; message: FakeMessage }> {
  const { fake } = h;
  const options = [{ name: 'game', value: game }, { name: 'ruleset', value: ruleset }, ...(opts.players ? [{ name: 'players', value: opts.players }] : [])];
  const lobby = await fake.reply(fake.command(host, 'play', options));
  const matchId = matchIdOf(lobby);
  if (opts.guest) {
    await fake.acknowledged(clickLabel(fake, opts.guest, lobby, /^Join/));
    await waitForSnapshot(h, matchId, (s) => s.seats.filter((x) => x.owner).length === 2, 5000, 'the guest seated');
  }
  if (componentsOf(current(fake, lobby)).some((c) => c.label === 'Fill with bots' && !c.disabled)) {
    await fake.acknowledged(clickLabel(fake, host, lobby, 'Fill with bots'));
    await waitForSnapshot(h, matchId, (s) => s.seats.every((x) => x.owner || x.bot), 5000, 'bots');
  }
  await fake.acknowledged(clickLabel(fake, host, lobby, 'Start'));
  await waitForSnapshot(h, matchId, (s) => s.status === 'running', 5000, 'the start');
  const message = await fake.waitFor(() => (componentsOf(current(fake, lobby)).some((c) => c.label === 'My view') ? current(fake, lobby) : undefined), 5000, 'My view');
  return { matchId, message };
}

