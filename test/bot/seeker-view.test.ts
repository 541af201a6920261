// A seeker's private picture in Discord never shows an unlit hider: it is drawn from the seat's
// own view, and neither that view nor the picture's alt text has a hider the lanterns do not light.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../engine/games.ts';
import { renderPicture } from '../../renders/index.ts';
import { componentsOf } from '../fake-discord/fake-discord.ts';
import { clickLabel, current, matchIdOf, startHarness, waitForSnapshot, type Harness } from './harness.ts';

const SEEKER_ORDERS = ['sweep G4', 'sweep D3 aim track', 'beeline J5', 'sweep C6', 'sweep K2'];

describe('a seeker\'s seat picture in Discord', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('never shows an unlit hider through a whole hunt act', async () => {
    const { fake } = h;
    const host = fake.user('host');
    const owl = fake.user('owl');
    const lobby = await fake.reply(fake.command(host, 'play', [{ name: 'game', value: 'lantern' }, { name: 'ruleset', value: 'lantern-sprint' }]));
    const matchId = matchIdOf(lobby);
    await fake.acknowledged(clickLabel(fake, owl, lobby, 'Join Owl'));
    await waitForSnapshot(h, matchId, (s) => s.seats[1].name === 'owl', 5000);
    await fake.acknowledged(clickLabel(fake, host, lobby, 'Leave'));
    await waitForSnapshot(h, matchId, (s) => s.seats[0].owner === null, 5000);
    await fake.acknowledged(clickLabel(fake, host, lobby, 'Fill with bots'));
    await fake.acknowledged(clickLabel(fake, host, lobby, 'Start'));
    let snap = await waitForSnapshot(h, matchId, (s) => s.status === 'running', 5000);
    const message = await fake.waitFor(() => (componentsOf(current(fake, lobby)).some((c) => c.label === 'My view') ? current(fake, lobby) : undefined), 5000);
    const game = GAMES.lantern!;

    let checked = 0;
    let hiddenSeen = 0;
    while (snap.status === 'running') {
      const state = game.decode((await h.runtime.store.getState(matchId))!);
      const seatView = game.view(state, { kind: 'seat', seat: 1 }) as any;
      if (seatView.role !== 'seeker') break;
      if (!snap.seats[1].awaited) {
        const turn = snap.turn;
        snap = await waitForSnapshot(h, matchId, (s) => s.status !== 'running' || s.turn !== turn || s.seats[1].awaited, 20_000);
        continue;
      }
      // The view answers at once; a picture slower than 400 ms follows in an edit of the same message.
      const first = await fake.reply(clickLabel(fake, owl, message, 'My view'));
      const seat = await fake.waitFor(() => (current(fake, first).attachments.length ? current(fake, first) : undefined), 10_000, 'the seat picture');
      const lit = new Set<string>((seatView.litHiders ?? []).map((c: { alias: string }) => c.alias));
      const found = new Set<string>((seatView.found ?? []).map((f: { alias: string }) => f.alias));
      // Moth's cogs are the even seats (Moth-1..3); state code 3 is found.
      const unlit = [0, 2, 4].filter((k) => (state as any).cogs[k].state !== 3).map((k) => `Moth-${k / 2 + 1}`)
        .filter((alias) => !lit.has(alias) && !found.has(alias));
      hiddenSeen += unlit.length;
      expect(seatView.cogs).toBeUndefined();
      expect(fake.attachment(seat).equals(renderPicture('lantern', seatView).data)).toBe(true);
      const alt = seat.attachments[0].description ?? '';
      expect(alt.length).toBeGreaterThan(20);
      for (const alias of unlit) expect(alt).not.toMatch(new RegExp(`${alias}\\b(?! *(found|caught))`));
      checked++;
      const turn = snap.turn;
      const reply = await fake.reply(fake.command(owl, 'order', [{ name: 'text', value: SEEKER_ORDERS[turn % SEEKER_ORDERS.length] }]));
      expect(reply.content).toMatch(/^Order for turn/);
      snap = await waitForSnapshot(h, matchId, (s) => s.status !== 'running' || s.turn !== turn, 20_000);
    }
    expect(checked).toBeGreaterThan(3);
    expect(hiddenSeen).toBeGreaterThan(0);
  }, 120_000);
});
