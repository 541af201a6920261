// The Discord bot against the fake Discord (real discord.js client, in-process match runtime):
// 1. an order's interaction arriving (Gateway dispatch) → its acknowledgement (the callback request);
// 2. a turn's resolution (the runtime's commit) → the request editing the channel message, rendering included.
// Targets: p99 under 100 ms and under 300 ms.
import { performance } from 'node:perf_hooks';
import { componentsOf } from '../test/fake-discord/fake-discord.ts';
import { clickLabel, current, matchIdOf, startHarness, waitForSnapshot } from '../test/bot/harness.ts';

const ORDERS = 150;
const TURNS = 20;
/** Seconds between turns in part 2: a little over the bot's edit spacing, like people ordering. */
const TURN_CADENCE_MS = 1_100;

function stats(xs: number[]): { n: number; p50: number; p99: number; max: number } {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? NaN;
  const r = (v: number) => Math.round(v * 10) / 10;
  return { n: s.length, p50: r(at(0.5)), p99: r(at(0.99)), max: r(s[s.length - 1] ?? NaN) };
}

/** Runs both measurements and returns their figures. */
export async function run() {
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
    const submitId = componentsOf(view).find((c) => /^os:/.test(c.custom_id ?? ''))!.custom_id!.replace(/hide\.-\.-/, 'hide.F.4');
    const acks: number[] = [];
    const byKind = { command: [] as number[], button: [] as number[] };
    for (let i = 0; i < ORDERS; i++) {
      const button = i % 2 === 1;
      const ix = button ? fake.click(ada, view, submitId) : fake.command(ada, 'order', [{ name: 'text', value: i % 4 === 0 ? 'hide G5' : 'hide F4 crawl' }]);
      const reply = await fake.reply(ix);
      if (!reply.content.startsWith('Order for turn')) throw new Error(`order refused in the bench: ${reply.content}`);
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
