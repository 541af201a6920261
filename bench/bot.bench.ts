// The Discord bot against the fake Discord (real discord.js client, in-process match runtime):
// 1. an order's interaction arriving (Gateway dispatch) → its acknowledgement (the callback request);
// 2. a turn's resolution (the runtime's commit) → the request editing the channel message, rendering included;
// 3. a burst: 150 interactions at once (75 people in 25 Lantern matches each pressing My view and
//    sending /order together) → each one's acknowledgement, and its reply (the private view with its
//    controls, or the order's receipt), and the view's picture.
// Targets: p99 under 100 ms, under 300 ms, and replies under 1.5 s in the burst. The burst also
// reports when the bot asked for each acknowledgement (its own share) and a control burst of /rules
// (no work at all): on a loaded machine the in-process fake and undici's transport dominate.
import { loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { buttonId, componentsOf, type FakeMessage, type InteractionRecord } from '../test/fake-discord/fake-discord.ts';
import { clickLabel, current, matchIdOf, startHarness, waitForSnapshot, type Harness } from '../test/bot/harness.ts';

const ORDERS = 150;
const BURST_MATCHES = 25;
const TURNS = 20;
/** Seconds between turns in part 2: a little over the bot's edit spacing, like people ordering. */
const TURN_CADENCE_MS = 1_100;

function stats(xs: number[]): { n: number; p50: number; p99: number; max: number } {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? NaN;
  const r = (v: number) => Math.round(v * 10) / 10;
  return { n: s.length, p50: r(at(0.5)), p99: r(at(0.99)), max: r(s[s.length - 1] ?? NaN) };
}

/** Runs the three measurements and returns their figures. */
export async function run() {
  return { ...(await ordersAndPosts()), burst: await burst() };
}

/** When each interaction of a burst was answered: its first edit or message with content, from the fake's log. */
function answeredAt(h: Harness, token: string, needFile = false): number | null {
  for (const c of h.fake.rest.calls) {
    if (!c.path.includes(token)) continue;
    const withContent = (c.method === 'PATCH' || c.method === 'POST') && c.body && ('content' in c.body || c.body?.data?.content !== undefined);
    if (withContent && (!needFile || c.files.length > 0)) return c.at;
  }
  return null;
}

/** 150 interactions at once across 25 Lantern matches (3 people each): acknowledgement and reply times. */
export async function burst() {
  const h = await startHarness({ settings: { editIntervalMs: 1_000, pollMs: 250, turnSeconds: 600 } });
  try {
    const { fake } = h;
    const people: { user: ReturnType<typeof fake.user>; message: FakeMessage }[] = [];
    for (let m = 0; m < BURST_MATCHES; m++) {
      const users = [0, 1, 2].map((i) => fake.user(`p${m}-${i}`));
      const lobby = await fake.reply(fake.command(users[0], 'play', [{ name: 'game', value: 'lantern' }, { name: 'ruleset', value: 'lantern-sprint' }]));
      const matchId = matchIdOf(lobby);
      await fake.acknowledged(clickLabel(fake, users[1], lobby, 'Join Owl'));
      await fake.acknowledged(clickLabel(fake, users[2], lobby, 'Join Moth'));
      await waitForSnapshot(h, matchId, (s) => s.seats.filter((x) => x.owner).length === 3, 10_000);
      await fake.acknowledged(clickLabel(fake, users[0], lobby, 'Fill with bots'));
      await waitForSnapshot(h, matchId, (s) => s.seats.every((x) => x.owner || x.bot), 10_000);
      await fake.acknowledged(clickLabel(fake, users[0], lobby, 'Start'));
      await waitForSnapshot(h, matchId, (s) => s.status === 'running', 10_000);
      const message = await fake.waitFor(() => (componentsOf(current(fake, lobby)).some((c) => c.label === 'My view') ? current(fake, lobby) : undefined), 10_000);
      for (const user of users) people.push({ user, message });
    }
    await new Promise((r) => setTimeout(r, 1_500));
    // When the bot's client saw each interaction (Gateway delivery), to split an acknowledgement's time.
    const seen = new Map<string, number>();
    h.bot.client.on('interactionCreate', (ix) => { seen.set(ix.id, performance.now()); });
    const posted = new Map<string, number>();
    // When each acknowledgement was asked for: the bot's own share of its time (the rest is transport).
    const rest = h.bot.client.rest as any;
    const post = rest.post.bind(rest);
    rest.post = (route: string, opts: unknown) => { const m = /^\/interactions\/(\d+)\//.exec(route); if (m) posted.set(m[1], performance.now()); return post(route, opts); };
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    const t0 = performance.now();
    const views: InteractionRecord[] = [];
    const orders: InteractionRecord[] = [];
    for (const p of people) {
      views.push(fake.click(p.user, current(fake, p.message), buttonId(current(fake, p.message), 'My view')));
      orders.push(fake.command(p.user, 'order', [{ name: 'text', value: 'wait' }]));
    }
    const all = [...views, ...orders];
    // Polled cheaply and rarely: the fake runs in this process, and a busy check would delay the bot it measures.
    const until = performance.now() + 60_000;
    while (!(orders.every((ix) => ix.responses.some((m) => m.content)) && views.every((ix) => ix.responses.some((m) => m.attachments.length > 0)))) {
      if (performance.now() > until) throw new Error('burst replies timed out');
      await new Promise((r) => setTimeout(r, 200));
    }
    const ack = all.map((ix) => ix.ackAt! - ix.sentAt);
    const reply = all.map((ix) => answeredAt(h, ix.token)! - ix.sentAt);
    const picture = views.map((ix) => answeredAt(h, ix.token, true)! - ix.sentAt);
    const r = stats(reply);
    // The same burst size of /rules (an answer with no work at all): the floor this harness and machine set.
    await new Promise((res) => setTimeout(res, 1_000));
    const control = Array.from({ length: all.length }, () => fake.command(people[0].user, 'rules', [{ name: 'game', value: 'lantern' }]));
    while (!control.every((ix) => ix.ackAt !== null)) await new Promise((res) => setTimeout(res, 100));
    return {
      loadAverage: loadavg().map((x) => +x.toFixed(1)),
      controlRulesAckMs: stats(control.map((ix) => ix.ackAt! - ix.sentAt)),
      interactions: all.length, wallMs: Math.round(performance.now() - t0),
      eventLoopDelayMs: { p50: Math.round(lag.percentile(50) / 1e6), p99: Math.round(lag.percentile(99) / 1e6), max: Math.round(lag.max / 1e6) },
      ackCalledMs: stats(all.map((ix) => (posted.get(ix.id) ?? NaN) - ix.sentAt)),
      ackMs: stats(ack), deliveredMs: stats(all.map((ix) => (seen.get(ix.id) ?? NaN) - ix.sentAt)), replyMs: { ...r, over3s: reply.filter((x) => x > 3_000).length, targetP99: 1_500, met: r.p99 < 1_500 },
      myViewPictureMs: stats(picture),
      setup: `${BURST_MATCHES} lantern-sprint matches, 3 people + 3 bots each; every person presses My view and sends /order at once; MemoryStore, real discord.js against the fake Discord`,
    };
  } finally {
    await h.close();
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
