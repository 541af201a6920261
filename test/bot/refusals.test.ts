// Refusals in a channel: one private line each, and nothing changed in the match.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentsOf, type FakeMessage, type FakeUser } from '../fake-discord/fake-discord.ts';
import { clickLabel, current, matchIdOf, startHarness, waitForSnapshot, type Harness } from './harness.ts';

/** Asserts a private one-line answer and returns its text. */
function oneLinePrivate(msg: FakeMessage): string {
  expect(msg.flags & 64).toBe(64);
  expect(msg.content).not.toContain('\n');
  expect(msg.content.length).toBeGreaterThan(10);
  return msg.content;
}

describe('refusals in a Discord channel', () => {
  let h: Harness;
  let ada: FakeUser;
  let bo: FakeUser;
  let lobby: FakeMessage;
  let matchId: string;
  /** Orders the bot refused before the service saw them (what its metrics count apart from the service's). */
  const refused: [string | null, string][] = [];

  beforeAll(async () => {
    h = await startHarness({ onOrderRefused: (id, reason) => { refused.push([id, reason]); } });
    ada = h.fake.user('ada');
    bo = h.fake.user('bo');
    lobby = await h.fake.reply(h.fake.command(ada, 'play', [{ name: 'game', value: 'lantern' }, { name: 'ruleset', value: 'lantern-sprint' }]));
    matchId = matchIdOf(lobby);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('refuses Start from someone who is not the host, and the lobby stays open', async () => {
    const { fake } = h;
    await fake.acknowledged(clickLabel(fake, bo, lobby, 'Join Owl'));
    await waitForSnapshot(h, matchId, (s) => s.seats[1].name === 'bo', 5000);
    const before = await h.runtime.service.snapshot(matchId);
    const text = oneLinePrivate(await fake.reply(clickLabel(fake, bo, lobby, 'Start')));
    expect(text).toMatch(/host/);
    const after = await h.runtime.service.snapshot(matchId);
    expect(after.status).toBe('lobby');
    expect(after.version).toBe(before.version);
  });

  it('refuses a malformed /order with the game\'s one-line reason, and no order is stored', async () => {
    const { fake } = h;
    await fake.acknowledged(clickLabel(fake, ada, lobby, 'Fill with bots'));
    await waitForSnapshot(h, matchId, (s) => s.seats.filter((x) => x.bot).length === 4, 5000);
    await fake.acknowledged(clickLabel(fake, ada, lobby, 'Start'));
    await waitForSnapshot(h, matchId, (s) => s.status === 'running', 5000);
    const text = oneLinePrivate(await fake.reply(fake.command(ada, 'order', [{ name: 'text', value: 'hide Z9' }])));
    expect(text).toMatch(/Z9/);
    expect((await h.runtime.store.getOrders(matchId)).size).toBe(0);
    const unknown = oneLinePrivate(await fake.reply(fake.command(ada, 'order', [{ name: 'text', value: 'dance' }])));
    expect(unknown).toMatch(/unknown order/);
    expect((await h.runtime.store.getOrders(matchId)).size).toBe(0);
  });

  it('refuses an order for another player\'s seat, and that seat has no order', async () => {
    const { fake } = h;
    const running = await fake.waitFor(() => (componentsOf(current(fake, lobby)).some((c) => c.label === 'My view') ? current(fake, lobby) : undefined), 5000);
    const adaView = await fake.reply(clickLabel(fake, ada, running, 'My view'));
    // Bo presses the Submit button of Ada's seat (seat 0 in its custom id).
    const submit = componentsOf(adaView).find((c) => /^os:/.test(c.custom_id ?? ''))!;
    const text = oneLinePrivate(await fake.reply(fake.click(bo, adaView, submit.custom_id!.replace(/hide\.-\.-/, 'hide.F.4'))));
    expect(text).toMatch(/not yours|no order is awaited|hold no seat/);
    expect((await h.runtime.store.getOrders(matchId)).has(0)).toBe(false);
    // A spectator asking for a view gets one line too.
    const eve = fake.user('eve');
    expect(oneLinePrivate(await fake.reply(clickLabel(fake, eve, running, 'My view')))).toMatch(/no seat/);
  });

  it('refuses a stale turn\'s button after the turn resolved, and the new turn has no order', async () => {
    const { fake } = h;
    const running = current(fake, lobby);
    const oldView = await fake.reply(clickLabel(fake, ada, running, 'My view'));
    expect(oneLinePrivate(await fake.reply(fake.command(ada, 'order', [{ name: 'text', value: 'wait' }])))).toMatch(/^Order for turn 1/);
    const next = await waitForSnapshot(h, matchId, (s) => s.turn === 1, 10_000, 'turn 2');
    const submit = componentsOf(oldView).find((c) => /^os:/.test(c.custom_id ?? ''))!;
    const text = oneLinePrivate(await fake.reply(fake.click(ada, oldView, submit.custom_id!.replace(/hide\.-\.-/, 'hide.F.4'))));
    expect(text).toBe(`turn 1 is over; match ${matchId} is on turn 2: press My view for this turn's controls`);
    expect(refused).toContainEqual([matchId, 'late']);
    expect((await h.runtime.store.getOrders(matchId)).size).toBe(0);
    // A part of the old draft is refused the same way.
    const menu = componentsOf(oldView).find((c) => c.type === 3)!;
    expect(oneLinePrivate(await fake.reply(fake.select(ada, oldView, menu.custom_id!, ['wait'])))).toMatch(/is over/);
    expect((await h.runtime.service.snapshot(matchId)).version).toBe(next.version);
  });

  it('counts the orders it refuses itself, and leaves the service\'s refusals to the service', async () => {
    const { fake } = h;
    const before = refused.length;
    const cy = fake.user('cy-unseated');
    expect(oneLinePrivate(await fake.reply(fake.command(cy, 'order', [{ name: 'text', value: 'wait' }])))).toMatch(/no seat/);
    expect(refused.slice(before)).toEqual([[null, 'not-seated']]);
    // A malformed order reaches the service, which refuses (and is counted) on its own.
    expect(oneLinePrivate(await fake.reply(fake.command(ada, 'order', [{ name: 'text', value: 'dance' }])))).toMatch(/dance/);
    expect(refused.slice(before)).toEqual([[null, 'not-seated']]);
  });
});
