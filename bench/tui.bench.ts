// Terminal UI figures: for each game's match screen at 120 × 40, the bytes written to the terminal
// for the first frame and for the redraw after one turn, and the time to build a frame (view,
// terminal picture, cell diff, blessed render); and the real-time screens, on the memory store and
// on Redis: the Lamplighter round and the Dungeon race against a bot, each on a fake terminal:
// ticks per second held, frame interval, key-to-screen latency, bytes per second.
import { PassThrough } from 'node:stream';
import type { GameId } from '../engine/core/game.ts';
import { GAMES, realtimeRuleset } from '../engine/games.ts';
import { openMatchServices, type MatchServices } from '../tui/services.ts';
import { startSession, type Session } from '../tui/session.ts';
import { LiveLamplighterView } from '../tui/live/lamplighter-live.ts';
import { LiveDungeonView } from '../tui/live/dungeon-live.ts';
import { RedisStore } from '../runtime/redis-store.ts';
import type { Action } from '../tui/app-types.ts';
import type { MatchLayout } from '../tui/screens/match-layout.ts';

const COLS = 120;
const ROWS = 40;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function fakeTerminal() {
  const input = Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => undefined });
  const output = Object.assign(new PassThrough(), { isTTY: true, columns: COLS, rows: ROWS });
  let bytes = 0;
  output.on('data', (d: Buffer) => { bytes += d.length; });
  return { input, output, bytes: () => bytes };
}

/** Waits until no bytes were written for `quietMs` (the screen settled). */
async function settle(bytes: () => number, quietMs = 400, maxMs = 20_000): Promise<void> {
  const until = Date.now() + maxMs;
  let last = bytes();
  let since = Date.now();
  while (Date.now() < until) {
    await sleep(50);
    if (bytes() !== last) { last = bytes(); since = Date.now(); } else if (Date.now() - since >= quietMs) return;
  }
}

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
}

const ORDERS: Record<GameId, string> = { lantern: 'hide F4 crawl', lamplighter: 'walk 1', dungeon: 'move EE' };
const RULESETS: Record<GameId, string> = { lantern: 'lantern-sprint', lamplighter: 'lamplighter-solo', dungeon: 'race' };

async function matchScreen(svc: MatchServices, game: GameId) {
  const term = fakeTerminal();
  const player = await svc.port.identify(`cli:bench-${game}`, `bench-${game}`);
  const session: Session = startSession({ io: { input: term.input, output: term.output as never, term: 'xterm-256color', env: { COLORTERM: 'truecolor' } }, port: svc.port, player, surface: 'local' });
  // Two entrants where the game takes a player count (the dungeon); otherwise the ruleset's seats.
  const players = GAMES[game].playerCount ? 2 : undefined;
  const seats = GAMES[game].seats(RULESETS[game], players).length;
  const snap = await svc.port.create(player, { game, ruleset: RULESETS[game], botSeats: Array.from({ length: seats - 1 }, (_, i) => i + 1), seat: 0, players });
  await svc.port.start(player, snap.matchId);
  session.app.go({ name: 'match', matchId: snap.matchId, game });
  await settle(term.bytes);
  const first = term.bytes();
  const before = term.bytes();
  const seen = await svc.port.events(player, snap.matchId, null);
  const lastId = seen.length ? seen[seen.length - 1].id : null;
  await svc.port.order(player, snap.matchId, ORDERS[game], snap.turn);
  for (let i = 0; i < 100 && !(await svc.port.events(player, snap.matchId, lastId)).some((e) => e.event.type === 'turnResolved'); i++) await sleep(50);
  await settle(term.bytes);
  const redraw = term.bytes() - before;
  // Frame build time: the same steps as a redraw, timed without the service round trip.
  const layout = (session.app as unknown as { view: { layout: MatchLayout } }).view.layout;
  const view = await svc.port.view(player, snap.matchId, 0);
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    layout.layer.invalidate();
    const fresh = structuredClone(view); // a new view object, as each turn brings (no picture cache hit)
    const t0 = performance.now();
    layout.showView(game, fresh, 'truecolor');
    session.app.render();
    times.push(performance.now() - t0);
  }
  await sleep(50);
  const fullBefore = term.bytes();
  layout.layer.invalidate();
  layout.showView(game, structuredClone(view), 'truecolor');
  session.app.render();
  await sleep(50);
  const fullPicture = term.bytes() - fullBefore;
  session.close();
  return { firstFrameBytes: first, redrawAfterTurnBytes: redraw, fullPictureRepaintBytes: fullPicture, frameBuildMs: { p50: +percentile(times, 50).toFixed(2), p99: +percentile(times, 99).toFixed(2) } };
}

/** Turn frames a live view drew: when, and the game tick the view showed. */
type Drawn = { at: number; tick: number }[];

function rate(drawn: Drawn) {
  const secs = drawn.length > 1 ? (drawn[drawn.length - 1].at - drawn[0].at) / 1000 : NaN;
  const gaps = drawn.slice(1).map((d, i) => d.at - drawn[i].at);
  return {
    ticksPerSecond: +((drawn[drawn.length - 1]?.tick - drawn[0]?.tick) / secs).toFixed(1),
    turnFramesPerSecond: +((drawn.length - 1) / secs).toFixed(1),
    frameIntervalMs: { p50: +percentile(gaps, 50).toFixed(1), p99: +percentile(gaps, 99).toFixed(1) },
  };
}

/** The real-time Lamplighter round (no Pale) on a fake terminal, an arrow held (auto-repeat) and let go each second. */
async function lamplighterLive(svc: MatchServices) {
  const term = fakeTerminal();
  const player = await svc.port.identify('cli:bench-live-lamp', 'bench-live');
  const session: Session = startSession({ io: { input: term.input, output: term.output as never, term: 'xterm-256color', env: { COLORTERM: 'truecolor' } }, port: svc.port, player, surface: 'local' });
  const drawn: Drawn = [];
  let live: LiveLamplighterView | null = null;
  const proto = LiveLamplighterView.prototype as unknown as { frame: (view: { tick: number }, events: unknown[]) => void };
  const orig = proto.frame;
  proto.frame = function (this: LiveLamplighterView, view, events) { live = this; drawn.push({ at: performance.now(), tick: view.tick }); return orig.call(this, view, events); };
  try {
    const ruleset = realtimeRuleset(GAMES.lamplighter!, 'lamplighter-solo');
    if (!ruleset) throw new Error('Lamplighter has no real-time round');
    session.app.go({ name: 'liveLamplighter', ruleset: ruleset.id, pale: false });
    await sleep(1500);
    const t0 = performance.now();
    const b0 = term.bytes();
    const n0 = drawn.length;
    // Auto-repeat every 35 ms for 0.77 s, then 0.28 s let go; east, then west.
    for (let k = 0; performance.now() - t0 < 4000; k++) {
      if (k % 30 < 22) session.app.dispatch({ type: 'liveMove', arg: k % 60 < 30 ? 'E' : 'W' });
      await sleep(35);
    }
    const secs = (performance.now() - t0) / 1000;
    const keyMs = (live as LiveLamplighterView | null)?.stats.keyToScreenMs ?? [];
    return {
      ...rate(drawn.slice(n0)),
      keyToScreenMs: { n: keyMs.length, p50: +percentile(keyMs, 50).toFixed(1), p99: +percentile(keyMs, 99).toFixed(1) },
      bytesPerSecond: Math.round((term.bytes() - b0) / secs),
    };
  } finally {
    proto.frame = orig;
    session.close();
  }
}

/**
 * The real-time Dungeon screen (race against one bot, 250 ms ticks) on a fake terminal: ticks per
 * second held, and key-to-screen latency: from an arrow's action to the frame that shows it taken
 * as the last step (N and S alternate, so each press is a change).
 */
async function dungeonLive(svc: MatchServices) {
  const term = fakeTerminal();
  const player = await svc.port.identify('cli:bench-live-dungeon', 'bench-live');
  const session: Session = startSession({ io: { input: term.input, output: term.output as never, term: 'xterm-256color', env: { COLORTERM: 'truecolor' } }, port: svc.port, player, surface: 'local' });
  const drawn: Drawn = [];
  const latency: number[] = [];
  let pressed: { dir: string; at: number } | null = null;
  type Inner = { onAction: (a: Action) => boolean; frame: (view: { tick: number }, events: unknown[]) => void; draw: () => void; last: string | null };
  const proto = LiveDungeonView.prototype as unknown as Inner;
  const { onAction, frame, draw } = proto;
  proto.onAction = function (this: Inner, a) { if (a.type === 'liveStep') pressed = { dir: String(a.arg), at: performance.now() }; return onAction.call(this, a); };
  proto.frame = function (this: Inner, view, events) { drawn.push({ at: performance.now(), tick: view.tick }); return frame.call(this, view, events); };
  proto.draw = function (this: Inner) {
    draw.call(this);
    if (pressed && this.last === pressed.dir) { latency.push(performance.now() - pressed.at); pressed = null; }
  };
  try {
    const live = realtimeRuleset(GAMES.dungeon!, 'race');
    if (!live) throw new Error('the dungeon has no real-time race');
    session.app.go({ name: 'liveDungeon', ruleset: live.id, players: 2 });
    await sleep(3600); // the countdown
    const n0 = drawn.length;
    for (let i = 0; i < 24; i++) {
      session.app.dispatch({ type: 'liveStep', arg: i % 2 ? 'S' : 'N' });
      await sleep(250 + 37 * (i % 5)); // presses at every phase of the tick
    }
    return { ...rate(drawn.slice(n0)), keyToScreenMs: { n: latency.length, p50: +percentile(latency, 50).toFixed(1), p99: +percentile(latency, 99).toFixed(1) } };
  } finally {
    Object.assign(proto, { onAction, frame, draw });
    session.close();
  }
}

/** Both real-time screens on one store. */
async function realTime(svc: MatchServices) {
  return { lamplighter: await lamplighterLive(svc), dungeon: await dungeonLive(svc) };
}

/** The figures of the terminal UI. */
export async function run() {
  const svc = await openMatchServices();
  try {
    const screens: Record<string, unknown> = {};
    for (const game of ['lantern', 'lamplighter', 'dungeon'] as GameId[]) screens[game] = await matchScreen(svc, game);
    const realTimeMemory = await realTime(svc);
    // The same on Redis (a key prefix of its own), when one answers at REDIS_URL or on localhost.
    let realTimeRedis: unknown;
    try {
      const store = new RedisStore({ url: process.env.REDIS_URL || 'redis://127.0.0.1:6379', prefix: `bench-tui-${process.pid}` });
      const shared = await openMatchServices({ store });
      try {
        realTimeRedis = await realTime(shared);
      } finally {
        await shared.close();
      }
    } catch (err) {
      realTimeRedis = { skipped: (err as Error).message };
    }
    return { size: `${COLS}x${ROWS}`, color: 'truecolor', matchScreens: screens, realTimeMemory, realTimeRedis, targets: { redrawAfterTurnBytes: 60_000, frameBuildMs: 30, ticksPerSecond: { lamplighter: 20, dungeon: 4 } } };
  } finally {
    await svc.close();
  }
}
