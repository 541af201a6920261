// The Discord bot against the fake Discord (real discord.js client, in-process match runtime):
// 1. an order's interaction arriving (Gateway dispatch) → its acknowledgement (the callback request);
// 2. a turn's resolution (the runtime's commit) → the request editing the channel message, rendering included;
// 3. a burst: 150 interactions at once (75 people in 25 Lantern matches each pressing My view and
//    sending /order together) → each one's acknowledgement, and its reply (the private view with its
//    controls, or the order's receipt), and the view's picture.
// Targets: p99 under 100 ms, under 300 ms, and replies under 1.5 s in the burst. The burst runs the
// fake Discord and its people in a child process (bench/bot-burst-driver.ts), so the figure is the
// bot's, not the fake's; it also reports when the bot asked for each acknowledgement (its own share)
// and a control burst of /rules (no work at all): the floor the transport and machine set.
import { loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { startBot, type RunningBot } from '../bot/bot.ts';
import { silentLogger } from '../runtime/logger.ts';
import { openMatchRuntime, type MatchRuntime } from '../runtime/match-runtime.ts';
import { startFakeChild } from '../test/fake-discord/child.ts';
import { componentsOf } from '../test/fake-discord/fake-discord.ts';
import { clickLabel, current, matchIdOf, startHarness, waitForSnapshot } from '../test/bot/harness.ts';
import type { BurstFigures } from './bot-burst-driver.ts';

const ORDERS = 150;
const BURST_MATCHES = 25;
const TURNS = 20;
/** Seconds between turns in part 2: a little over the bot's edit spacing, like people ordering. */
const TURN_CADENCE_MS = 1_100;

function stats(xs: number[]): { n: number; p50: number; p95: number; p99: number; max: number } {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? NaN;
  const r = (v: number) => Math.round(v * 10) / 10;
  return { n: s.length, p50: r(at(0.5)), p95: r(at(0.95)), p99: r(at(0.99)), max: r(s[s.length - 1] ?? NaN) };
}

/** Runs the three measurements and returns their figures. */
export async function run() {
  // BOT_BENCH=burst runs the burst alone (e.g. under --cpu-prof).
  if (process.env.BOT_BENCH === 'burst') return { burst: await burst() };
  return { ...(await ordersAndPosts()), burst: await burst() };
}

/** 150 interactions at once across 25 Lantern matches (3 people each): acknowledgement and reply times. The fake
 * Discord and the people pressing run in a child process (bench/bot-burst-driver.ts), so this process's event loop
 * holds the bot and its match runtime alone, as in production. */
export async function burst() {
  const seen = new Map<string, number>();
  const posted = new Map<string, number>();
  const lag = monitorEventLoopDelay({ resolution: 10 });
  let runtime: MatchRuntime | null = null;
  const child = await startFakeChild(fileURLToPath(new URL('./bot-burst-driver.ts', import.meta.url)), {
    snapshot: (matchId: string) => runtime!.service.snapshot(matchId),
    // The burst starts: from here the bot's event loop delay counts.
    mark: () => { lag.reset(); lag.enable(); },
  });
  let bot: RunningBot | null = null;
  try {
    runtime = openMatchRuntime({ store: 'memory', pollMs: 20 });
    bot = await startBot({
      token: child.address.token, appId: child.address.appId, apiUrl: child.address.api, runtime, log: silentLogger(),
      settings: { editIntervalMs: 1_000, pollMs: 250, turnSeconds: 600 },
    });
    await bot.ready;
    // When the bot's client saw each interaction (Gateway delivery), and when it asked for each acknowledgement
    // (its own share of the acknowledgement's time; the rest is transport): wall-clock ms, as the child's marks.
    const now = () => performance.timeOrigin + performance.now();
    bot.client.on('interactionCreate', (ix) => { seen.set(ix.id, now()); });
    const rest = bot.client.rest as any;
    const post = rest.post.bind(rest);
    rest.post = (route: string, opts: unknown) => { const m = /^\/interactions\/(\d+)\//.exec(route); if (m && !posted.has(m[1])) posted.set(m[1], now()); return post(route, opts); };
    // Requests discord.js held back for its own rate limits (the global 50 a second, or a route's bucket).
    const held = { global: 0, route: 0 };
    rest.on('rateLimited', (info: { global: boolean }) => { if (info.global) held.global++; else held.route++; });
    const f = (await child.drive({ matches: BURST_MATCHES })) as BurstFigures;
    lag.disable();
    const r = stats(f.reply);
    const since = (marks: Map<string, number>) => stats(f.ids.map((id) => (marks.get(id) ?? NaN) - f.sentWall[id]));
    return {
      loadAverage: loadavg().map((x) => +x.toFixed(1)),
      controlRulesAckMs: stats(f.controlAck),
      interactions: f.ids.length, wallMs: Math.round(f.wallMs),
      eventLoopDelayMs: { p50: Math.round(lag.percentile(50) / 1e6), p99: Math.round(lag.percentile(99) / 1e6), max: Math.round(lag.max / 1e6) },
      ackCalledMs: since(posted),
      ackMs: stats(f.ack), deliveredMs: since(seen),
      replyMs: { ...r, views: stats(f.reply.slice(0, f.reply.length / 2)), orders: stats(f.reply.slice(f.reply.length / 2)), over3s: f.reply.filter((x) => x > 3_000).length, targetP99: 1_500, met: r.p99 < 1_500 },
      myViewPictureMs: stats(f.picture),
      rateLimitWaits: held,
      uploads: { files: f.uploads.files, megabytes: +(f.uploads.bytes / 1048576).toFixed(1) },
      setup: `${BURST_MATCHES} lantern-sprint matches, 3 people + 3 bots each; every person presses My view and sends /order at once; MemoryStore, real discord.js against the fake Discord in its own child process`,
    };
  } finally {
    await bot?.stop();
    await runtime?.close();
    await child.close();
  }
}

/** Parts 1 and 2. */
async function ordersAndPosts() {
  const commits = new Map<string, Map<number, number>>();
  const h = await startHarness({
    settings: { editIntervalMs: 1_000, pollMs: 250, turnSeconds: 600 },
    onCommitted: (matchId, events) => {
      const at = performance.now();
      const m = commits.get(matchId) ?? new Map<number, number>();
      for (const e of events) if (e.type === 'turnResolved') m.set(e.turn, at);
      commits.set(matchId, m);
    },
  });
  try {
    const { fake } = h;
    const ada = fake.user('ada');
    const bo = fake.user('bo');
    const lobby = await fake.reply(fake.command(ada, 'play', [{ name: 'game', value: 'lantern' }, { name: 'ruleset', value: 'lantern-sprint' }]));
    const matchId = matchIdOf(lobby);
    await fake.acknowledged(clickLabel(fake, bo, lobby, 'Join Moth'));
    await waitForSnapshot(h, matchId, (s) => s.seats[2].owner !== null, 10_000);
    await fake.acknowledged(clickLabel(fake, ada, lobby, 'Fill with bots'));
    await waitForSnapshot(h, matchId, (s) => s.seats.every((x) => x.owner || x.bot), 10_000);
    await fake.acknowledged(clickLabel(fake, ada, lobby, 'Start'));
    let snap = await waitForSnapshot(h, matchId, (s) => s.status === 'running', 10_000);
    const message = await fake.waitFor(() => (componentsOf(current(fake, lobby)).some((c) => c.label === 'My view') ? current(fake, lobby) : undefined), 10_000);

    // 1. Ada (re)orders during the build act while Bo, her fellow hider, does not: the turn stays open.
    const view = await fake.reply(clickLabel(fake, ada, message, 'My view'));
    const submitId = componentsOf(view).find((c) => /^os:/.test(c.custom_id ?? ''))!.custom_id!;
    const acks: number[] = [];
    const byKind = { command: [] as number[], button: [] as number[] };
    for (let i = 0; i < ORDERS; i++) {
      const button = i % 2 === 1;
      const ix = button ? fake.click(ada, view, submitId) : fake.command(ada, 'order', [{ name: 'text', value: i % 4 === 0 ? 'hide G5' : 'hide F4 crawl' }]);
      const reply = await fake.reply(ix);
      // A command answers with a receipt; a button confirms in the private view it was pressed on.
      if (!/^Order for turn|Your order for turn \d+ is in/m.test(reply.content)) throw new Error(`order refused in the bench: ${reply.content}`);
      const ms = ix.ackAt! - ix.sentAt;
      acks.push(ms);
      (button ? byKind.button : byKind.command).push(ms);
    }

    // 2. Every awaited person orders each turn at a human pace; time each turn's commit to the edit posting it.
    const people = [{ user: ada, seat: 0 }, { user: bo, seat: 2 }];
    const posted = new Map<number, number>();
    let played = 0;
    snap = await h.runtime.service.snapshot(matchId);
    while (snap.status === 'running' && played < TURNS) {
      const started = performance.now();
      for (const p of people) {
        if (snap.seats[p.seat].awaited) await fake.reply(fake.command(p.user, 'order', [{ name: 'text', value: 'wait' }]));
      }
      const turn = snap.turn;
      snap = await waitForSnapshot(h, matchId, (s) => s.status !== 'running' || s.turn !== turn, 20_000);
      played++;
      const rest = TURN_CADENCE_MS - (performance.now() - started);
      if (rest > 0) await new Promise((r) => setTimeout(r, rest));
    }
    await new Promise((r) => setTimeout(r, 1_500));
    for (const c of fake.rest.calls) {
      if (c.method !== 'PATCH') continue;
      const m = /Resolved: turn ([\d, ]+)/.exec(String(c.body?.embeds?.[0]?.description ?? ''));
      for (const t of m?.[1].split(', ').map(Number) ?? []) if (!posted.has(t - 1)) posted.set(t - 1, c.at);
    }
    const lags: number[] = [];
    for (const [turn, at] of commits.get(matchId) ?? []) {
      const p = posted.get(turn);
      if (p !== undefined) lags.push(p - at);
    }
    const ack = stats(acks);
    const post = stats(lags);
    return {
      interactionToAckMs: { ...ack, command: stats(byKind.command), button: stats(byKind.button), targetP99: 100, met: ack.p99 < 100 },
      turnResolvedToChannelEditMs: { ...post, turnsPlayed: played, targetP99: 300, met: post.p99 < 300, ...(process.env.BENCH_DEBUG ? { lags: [...(commits.get(matchId) ?? [])].map(([t, at]) => [t, Math.round(at), Math.round(posted.get(t) ?? -1)]) } : {}) },
      setup: 'lantern-sprint, 2 people + 4 bots, MemoryStore, real discord.js against the fake Discord on 127.0.0.1, edit spacing 1000 ms',
    };
  } finally {
    await h.close();
  }
}
