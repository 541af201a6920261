// The turn loop's rules in a channel: a refused order keeps the one in hand, /order with two
// matches asks which, only the seat's player redraws its controls, a view whose token expired
// is not edited (the ping asks for a fresh My view), reminders at a third of the deadline, the
// per-channel ping switch, and /replay posting the end it made without drawing again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentsOf } from '../fake-discord/fake-discord.ts';
import { clickLabel, current, openMatch, startHarness, waitForSnapshot, type Harness } from './harness.ts';
import { pingsOf } from './table-play.ts';

describe('the turn loop rules', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ settings: { turnSeconds: 3 } });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('keeps the order in hand when a later one is refused, and names the match /order chose', async () => {
    const { fake } = h;
    const ada = fake.user('ada');
    // A long deadline for this match (the harness's 3 s are for the reminders below).
    h.bot.ctx.settings.turnSeconds = 60;
    // Hal sits in the second seat and does not order, so the turn stays open.
    const { matchId } = await openMatch(h, ada, 'lamplighter', 'lamplighter-duo', { guest: fake.user('hal') });
    h.bot.ctx.settings.turnSeconds = 3;
    const first = await fake.reply(fake.command(ada, 'order', [{ name: 'text', value: 'walk 9' }]));
    expect(first.content).toMatch(new RegExp(`^Order for turn \\d+ of Lamplighter's Round ${matchId}: `));
    const before = (await h.runtime.store.getOrders(matchId)).get(0);
    // Nine lamps away, nothing is in reach: Light is refused and the walk stays the seat's order.
    const refused = await fake.reply(fake.command(ada, 'order', [{ name: 'text', value: 'light' }]));
    expect(refused.content).not.toMatch(/^Order for turn/);
    expect((await h.runtime.store.getOrders(matchId)).get(0)).toEqual(before);
  }, 60_000);

  it('asks which match when /order or /view could mean two running matches here', async () => {
    const { fake } = h;
    const cy = fake.user('cy');
    const a = await openMatch(h, cy, 'lamplighter', 'lamplighter-solo');
    const b = await openMatch(h, cy, 'dungeon', 'race');
    const asked = await fake.reply(fake.command(cy, 'order', [{ name: 'text', value: 'wait 1' }]));
    expect(asked.content).toMatch(/you sit in 2 running matches in this channel/);
    expect(asked.content).toContain(a.matchId);
    expect(asked.content).toContain(b.matchId);
    expect(asked.content).not.toContain('\n');
    expect((await h.runtime.store.getOrders(a.matchId)).size + (await h.runtime.store.getOrders(b.matchId)).size).toBe(0);
    const view = await fake.reply(fake.command(cy, 'view'));
    expect(view.content).toMatch(/name one with match:/);
    // Named, it goes to that match and the answer says which.
    const named = await fake.reply(fake.command(cy, 'order', [{ name: 'text', value: 'wait 1' }, { name: 'match', value: a.matchId }]));
    expect(named.content).toContain(a.matchId);
  }, 60_000);

  it('lets only the seat\'s player redraw its controls, and says so in a sentence', async () => {
    const { fake } = h;
    const dee = fake.user('dee');
    const eve = fake.user('eve');
    const { matchId, message } = await openMatch(h, dee, 'dungeon', 'race');
    const view = await fake.reply(clickLabel(fake, dee, message, 'My view'));
    const before = current(fake, view).components;
    const answer = await fake.reply(fake.click(eve, view, componentsOf(view).find((c) => c.label === '↑ N')!.custom_id!));
    // The match service refuses the seat's view to anyone but its player; the bot only words it.
    expect(answer.content).toBe(`seat 0 (P1) of match ${matchId} is not yours; you hold no seat in match ${matchId}`);
    expect(current(fake, view).components).toEqual(before);
    // An order for a seat that is not yours reads as a sentence, also for someone with no seat at all.
    const exit = componentsOf(view).find((c) => c.label === 'To the exit')!.custom_id!;
    const refused = await fake.reply(fake.click(eve, view, exit));
    expect(refused.content).toBe(`seat 0 (P1) of match ${matchId} is not yours; you hold no seat in match ${matchId}`);
    expect((await h.runtime.store.getOrders(matchId)).size).toBe(0);
  }, 60_000);

  it('edits a living view each turn while its token is fresh, and stops once it expired', async () => {
    const { fake } = h;
    const fay = fake.user('fay');
    const { matchId, message } = await openMatch(h, fay, 'lamplighter', 'lamplighter-solo');
    const ix = clickLabel(fake, fay, message, 'My view');
    const view = await fake.reply(ix);
    const turn = (await h.runtime.service.snapshot(matchId)).turn;
    await fake.acknowledged(fake.click(fay, view, componentsOf(view).find((c) => /^Walk to/.test(c.label ?? ''))!.custom_id!));
    await fake.waitFor(() => (current(fake, view).content.includes(`· turn ${turn + 2} ·`) ? true : undefined), 10_000, 'the view showing the next turn');
    // Every token that reached the view has expired: the bot must not (and cannot) edit it any more.
    for (const record of fake.rest.interactions.values()) if (record.payload.member?.user?.id === fay.id) fake.expire(record);
    const shown = current(fake, view).content;
    const dropped = h.bot.ctx.views.sent.dropped;
    await waitForSnapshot(h, matchId, (s) => s.turn >= turn + 2 || s.status !== 'running', 15_000);
    await fake.waitFor(() => (h.bot.ctx.views.sent.dropped > dropped ? true : undefined), 10_000, 'the expired view dropped');
    expect(current(fake, view).content).toBe(shown);
  }, 60_000);

  it('edits a view another process answered (or this one before a restart): the view is kept in the store', async () => {
    const { fake } = h;
    const jo = fake.user('jo');
    const { matchId, message } = await openMatch(h, jo, 'lamplighter', 'lamplighter-solo');
    const view = await fake.reply(clickLabel(fake, jo, message, 'My view'));
    const turn = (await h.runtime.service.snapshot(matchId)).turn;
    await fake.waitFor(() => (componentsOf(current(fake, view)).length ? true : undefined), 5000);
    // This process forgets its views, as a restarted one would have none.
    (h.bot.ctx.views as unknown as { views: Map<string, unknown> }).views.clear();
    await fake.reply(fake.command(jo, 'order', [{ name: 'text', value: 'walk 2' }]));
    await fake.waitFor(() => (current(fake, view).content.includes(`· turn ${turn + 2} ·`) ? true : undefined), 10_000, 'the view showing the next turn');
  }, 60_000);

  it('answers My view with the controls at once when the picture is slow, and adds the picture when drawn', async () => {
    const { fake } = h;
    const ivy = fake.user('ivy');
    const { message } = await openMatch(h, ivy, 'dungeon', 'race');
    const renders = h.bot.ctx.renders;
    const render = renders.render.bind(renders);
    renders.render = (job, lane) => (lane === 'seats' ? new Promise((r) => setTimeout(r, 1_500)).then(() => render(job, lane)) : render(job, lane));
    try {
      const ix = clickLabel(fake, ivy, message, 'My view');
      const first = await fake.reply(ix);
      expect(componentsOf(first).some((c) => c.label === 'To the exit')).toBe(true);
      expect(first.attachments).toEqual([]);
      await fake.waitFor(() => (current(fake, first).attachments.length === 1 ? true : undefined), 10_000, 'the picture added');
      expect(fake.rest.interactions.get(ix.token)!.responses).toHaveLength(1);
    } finally {
      renders.render = render;
    }
  }, 60_000);

  it('reminds who has not ordered when a third of the deadline is left, and a channel can turn pings off', async () => {
    const { fake } = h;
    const gus = fake.user('gus');
    const start = pingsOf(h).length;
    const { matchId } = await openMatch(h, gus, 'dungeon', 'race');
    const reminder = await fake.waitFor(() => pingsOf(h).slice(start).find((p) => p.users.includes(gus.id) && /a third of the time is left/.test(p.content)), 10_000, 'a reminder');
    expect(reminder.users).toEqual([gus.id]);
    expect(reminder.content).toContain(`<@${gus.id}>`);
    expect(pingsOf(h).slice(start).filter((p) => p.users.includes(gus.id) && / turn 1 of /.test(p.content))).toHaveLength(2);
    // Off in this channel: the next turns of a new match ping nobody.
    expect((await fake.reply(fake.command(gus, 'pings', [{ name: 'state', value: 'off' }]))).content).toMatch(/^Turn pings are off/);
    await h.runtime.service.cancel(matchId, (await h.runtime.service.snapshot(matchId)).host);
    // A cancelled match leaves no ping behind in the channel.
    await fake.waitFor(() => (fake.channelMessages().some((m) => m.content.includes(matchId)) ? undefined : true), 10_000, 'the cancelled match\'s ping removed');
    const off = pingsOf(h).length;
    const next = await openMatch(h, gus, 'dungeon', 'race');
    await waitForSnapshot(h, next.matchId, (s) => s.turn >= 1 || s.status !== 'running', 15_000);
    expect(pingsOf(h).slice(off).filter((p) => p.users.includes(gus.id))).toEqual([]);
    expect((await fake.reply(fake.command(gus, 'pings'))).content).toMatch(/^Turn pings are off/);
    await fake.reply(fake.command(gus, 'pings', [{ name: 'state', value: 'on' }]));
  }, 60_000);
});
