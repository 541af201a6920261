// The burst benchmark's other side, run in a child process of its own (test/fake-discord/child.ts):
// the fake Discord and 75 people in 25 Lantern matches who each press My view and send /order at
// the same moment. Times are taken here, where the fake receives the bot's requests; the bot's own
// marks (when its client saw each interaction, when it asked for each acknowledgement) come from the
// parent in wall-clock milliseconds (performance.timeOrigin + now), comparable across processes.
import { performance } from 'node:perf_hooks';
import type { MatchSnapshot } from '../engine/match/types.ts';
import { serveFake, type Ask } from '../test/fake-discord/child.ts';
import { buttonId, componentsOf, type FakeDiscord, type FakeMessage, type InteractionRecord } from '../test/fake-discord/fake-discord.ts';

/** The burst's size and setup, from the parent. */
export interface BurstPlan {
  matches: number;
}

/** Figures the driver measured (ms from each interaction's dispatch). */
export interface BurstFigures {
  ids: string[];
  /** Wall-clock ms of each interaction's dispatch, by id (to set against the bot's own marks). */
  sentWall: Record<string, number>;
  ack: number[];
  reply: number[];
  picture: number[];
  wallMs: number;
  controlAck: number[];
  /** Files the bot uploaded from the burst until every reply was in: how many and their bytes. */
  uploads: { files: number; bytes: number };
}

const wall = (at: number) => performance.timeOrigin + at;

function current(fake: FakeDiscord, message: FakeMessage): FakeMessage {
  const m = fake.rest.messages.get(message.id);
  if (!m) throw new Error(`the fake holds no message ${message.id}`);
  return m;
}

function clickLabel(fake: FakeDiscord, user: ReturnType<FakeDiscord['user']>, message: FakeMessage, label: string): InteractionRecord {
  const m = current(fake, message);
  return fake.click(user, m, buttonId(m, label));
}

function matchIdOf(message: FakeMessage): string {
  const m = /match (m_\S+)/.exec(String((message.embeds[0] as { footer?: { text?: string } })?.footer?.text ?? ''));
  if (!m) throw new Error(`message ${message.id} is not a match message`);
  return m[1];
}

async function waitForSnapshot(ask: Ask, matchId: string, test: (s: MatchSnapshot) => boolean, timeoutMs = 10_000): Promise<MatchSnapshot> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const snap = await ask<MatchSnapshot>('snapshot', matchId);
    if (test(snap)) return snap;
    if (Date.now() > until) throw new Error(`timed out waiting for match ${matchId}: status ${snap.status}, turn ${snap.turn}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** When an interaction was answered: its first edit or message with content (with a file when `needFile`), from the fake's log. */
function answeredAt(fake: FakeDiscord, token: string, needFile = false): number | null {
  for (const c of fake.rest.calls) {
    if (!c.path.includes(token)) continue;
    const withContent = (c.method === 'PATCH' || c.method === 'POST') && c.body && ('content' in c.body || c.body?.data?.content !== undefined);
    if (withContent && (!needFile || c.files.length > 0)) return c.at;
  }
  return null;
}

async function burst(fake: FakeDiscord, ask: Ask, plan: BurstPlan): Promise<BurstFigures> {
  const people: { user: ReturnType<FakeDiscord['user']>; message: FakeMessage }[] = [];
  for (let m = 0; m < plan.matches; m++) {
    const users = [0, 1, 2].map((i) => fake.user(`p${m}-${i}`));
    const lobby = await fake.reply(fake.command(users[0], 'play', [{ name: 'game', value: 'lantern' }, { name: 'ruleset', value: 'lantern-sprint' }]));
    const matchId = matchIdOf(lobby);
    await fake.acknowledged(clickLabel(fake, users[1], lobby, 'Join Owl'));
    await fake.acknowledged(clickLabel(fake, users[2], lobby, 'Join Moth'));
    await waitForSnapshot(ask, matchId, (s) => s.seats.filter((x) => x.owner).length === 3);
    await fake.acknowledged(clickLabel(fake, users[0], lobby, 'Fill with bots'));
    await waitForSnapshot(ask, matchId, (s) => s.seats.every((x) => x.owner || x.bot));
    await fake.acknowledged(clickLabel(fake, users[0], lobby, 'Start'));
    await waitForSnapshot(ask, matchId, (s) => s.status === 'running');
    const message = await fake.waitFor(() => (componentsOf(current(fake, lobby)).some((c) => c.label === 'My view') ? current(fake, lobby) : undefined), 10_000);
    for (const user of users) people.push({ user, message });
  }
  await new Promise((r) => setTimeout(r, 1_500));
  await ask('mark');
  const t0 = performance.now();
  const firstCall = fake.rest.calls.length;
  const views: InteractionRecord[] = [];
  const orders: InteractionRecord[] = [];
  for (const p of people) {
    views.push(fake.click(p.user, current(fake, p.message), buttonId(current(fake, p.message), 'My view')));
    orders.push(fake.command(p.user, 'order', [{ name: 'text', value: 'wait' }]));
  }
  const all = [...views, ...orders];
  await fake.waitFor(() => (orders.every((ix) => ix.responses.some((m) => m.content)) && views.every((ix) => ix.responses.some((m) => m.attachments.length > 0)) ? true : undefined), 60_000, 'every burst reply');
  const wallMs = performance.now() - t0;
  const sent = fake.rest.calls.slice(firstCall).flatMap((c) => c.files);
  const uploads = { files: sent.length, bytes: sent.reduce((n, f) => n + f.data.length, 0) };
  const ack = all.map((ix) => ix.ackAt! - ix.sentAt);
  const reply = all.map((ix) => answeredAt(fake, ix.token)! - ix.sentAt);
  const picture = views.map((ix) => answeredAt(fake, ix.token, true)! - ix.sentAt);
  // The same burst size of /rules (an answer with no work at all): the floor this transport and machine set.
  await new Promise((res) => setTimeout(res, 1_000));
  const control = Array.from({ length: all.length }, () => fake.command(people[0].user, 'rules', [{ name: 'game', value: 'lantern' }]));
  await fake.waitFor(() => (control.every((ix) => ix.ackAt !== null) ? true : undefined), 30_000, 'the /rules acknowledgements');
  return {
    ids: all.map((ix) => ix.id),
    sentWall: Object.fromEntries(all.map((ix) => [ix.id, wall(ix.sentAt)])),
    ack, reply, picture, wallMs, uploads, controlAck: control.map((ix) => ix.ackAt! - ix.sentAt),
  };
}

await serveFake((fake, ask, arg) => burst(fake, ask, arg as BurstPlan));
