// Terminal UI figures: for each game's match screen at 120 × 40, the bytes written to the terminal
// for the first frame and for the redraw after one turn, and the time to build a frame (view,
// terminal picture, cell diff, blessed render); and the real-time Lamplighter screen served over
// SSH (a real ssh2 client on loopback): ticks per second held, frame interval, bytes per second.
import { PassThrough } from 'node:stream';
import ssh2 from 'ssh2';
import type { GameId } from '../engine/core/game.ts';
import { GAMES } from '../engine/games.ts';
import { openMatchServices, type MatchServices } from '../tui/services.ts';
import { startSession, type Session } from '../tui/session.ts';
import { startSshServer } from '../tui/ssh/server.ts';
import { DEFAULT_LIMITS } from '../tui/ssh/limits.ts';
import { LiveLamplighterView } from '../tui/live/lamplighter-live.ts';
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
  const view = await svc.port.view(snap.matchId, 0);
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

async function lamplighterOverSsh(svc: MatchServices) {
  const ticks: number[] = [];
  const proto = LiveLamplighterView.prototype as unknown as { tick: (due: number) => void };
  const orig = proto.tick;
  proto.tick = function (this: unknown, due: number) { for (let i = 0; i < due; i++) ticks.push(performance.now()); return (orig as (n: number) => void).call(this, due); };
  const hostKey = Buffer.from(ssh2.utils.generateKeyPairSync('ed25519').private);
  const userKey = ssh2.utils.generateKeyPairSync('ed25519').private;
  const server = await startSshServer({ port: 0, host: '127.0.0.1', hostKey, matchPort: svc.port, limits: { ...DEFAULT_LIMITS, inputRatePerSec: 100, inputBurst: 200 } });
  const client = new ssh2.Client();
  let received = 0;
  let text = '';
  const stream = await new Promise<ssh2.ClientChannel>((resolve, reject) => {
    client.on('ready', () => client.shell({ term: 'xterm-256color', cols: COLS, rows: ROWS }, (err, ch) => (err ? reject(err) : resolve(ch))));
    client.on('error', reject);
    client.connect({ host: '127.0.0.1', port: server.address.port, username: 'bench', privateKey: userKey });
  });
  stream.on('data', (d: Buffer) => { received += d.length; text = (text + d.toString()).slice(-4000); });
  const waitText = async (s: string) => { for (let i = 0; i < 200 && !text.includes(s); i++) await sleep(50); };
  const plain = () => text.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, ' ');
  const waitFor = async (label: string) => {
    for (let i = 0; i < 200 && !plain().includes(label); i++) await sleep(50);
    if (!plain().includes(label)) throw new Error(`the SSH screen never showed "${label}"`);
  };
  // Menu entries by number, counted the way the menus list them (games in registry order; a
  // solo Lamplighter ruleset first offers "real time, the Pale hunting", then "real time, no Pale").
  const solo = GAMES.lamplighter!.rulesets()[0];
  if (solo.players.max !== 1) throw new Error('the first Lamplighter ruleset is not the solo one');
  await waitFor('New match');
  stream.write('1');
  await waitFor('Which game?');
  stream.write(String(Object.keys(GAMES).indexOf('lamplighter') + 1));
  await waitFor('no Pale');
  stream.write('2');
  await sleep(1500);
  const t0 = performance.now();
  const b0 = received;
  const n0 = ticks.length;
  while (performance.now() - t0 < 4000) { stream.write('\x1b[C'); await sleep(35); }
  const secs = (performance.now() - t0) / 1000;
  if (process.env.BENCH_DEBUG) process.stderr.write(`received ${received - b0}; screen: ${plain().slice(-600)}\n`);
  const mine = ticks.slice(n0);
  const gaps = mine.slice(1).map((t, i) => t - mine[i]);
  const out = {
    ticksPerSecond: +(mine.length / secs).toFixed(1),
    tickIntervalMs: { p50: +percentile(gaps, 50).toFixed(1), p99: +percentile(gaps, 99).toFixed(1) },
    bytesPerSecond: Math.round((received - b0) / secs),
    bytesPerTick: Math.round((received - b0) / Math.max(1, mine.length)),
  };
  proto.tick = orig;
  stream.end();
  client.end();
  await server.close();
  return out;
}

/** The figures of the terminal UI. */
export async function run() {
  const svc = await openMatchServices();
  try {
    const screens: Record<string, unknown> = {};
    for (const game of ['lantern', 'lamplighter', 'dungeon'] as GameId[]) screens[game] = await matchScreen(svc, game);
    return { size: `${COLS}x${ROWS}`, color: 'truecolor', matchScreens: screens, lamplighterRealTimeOverSsh: await lamplighterOverSsh(svc), targets: { redrawAfterTurnBytes: 60_000, frameBuildMs: 30, ticksPerSecond: 20 } };
  } finally {
    await svc.close();
  }
}
