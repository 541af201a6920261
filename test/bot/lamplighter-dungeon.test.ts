// A lamplighter round and a dungeon race played through in a channel by buttons.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentsOf, type FakeMessage, type FakeUser } from '../fake-discord/fake-discord.ts';
import { clickLabel, current, isGif, isJpeg, isPicture, isPng, matchIdOf, startHarness, waitForSnapshot, type Harness } from './harness.ts';

const MAX_TURNS = 80;

describe('lamplighter and dungeon in a Discord channel', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  /** Opens and starts a match for `host` (filling seats with bots) and returns the match message. */
  async function openAndStart(host: FakeUser, game: string, ruleset: string, players?: number): Promise<{ message: FakeMessage; matchId: string }> {
    const { fake } = h;
    const opts = [{ name: 'game', value: game }, { name: 'ruleset', value: ruleset }, ...(players ? [{ name: 'players', value: players }] : [])];
    const lobby = await fake.reply(fake.command(host, 'play', opts));
    const matchId = matchIdOf(lobby);
    if (componentsOf(current(fake, lobby)).some((c) => c.label === 'Fill with bots' && !c.disabled)) {
      await fake.acknowledged(clickLabel(fake, host, lobby, 'Fill with bots'));
      await waitForSnapshot(h, matchId, (s) => s.seats.every((x) => x.owner || x.bot), 5000, 'bots');
    }
    await fake.acknowledged(clickLabel(fake, host, lobby, 'Start'));
    await waitForSnapshot(h, matchId, (s) => s.status === 'running', 5000, 'the start');
    const message = await fake.waitFor(() => (componentsOf(current(fake, lobby)).some((c) => c.label === 'My view') ? current(fake, lobby) : undefined), 5000, 'My view');
    return { message, matchId };
  }

  /** Plays every turn with `choose` (a button label on the seat view) until the match is over. */
  async function playThrough(user: FakeUser, message: FakeMessage, matchId: string, choose: (seat: FakeMessage, turn: number) => Promise<string | RegExp>): Promise<number> {
    const { fake } = h;
    let snap = await h.runtime.service.snapshot(matchId);
    let turns = 0;
    while (snap.status === 'running' && turns < MAX_TURNS) {
      const seat = snap.seats[0];
      if (seat.awaited && !seat.ordered) {
        let view = await fake.reply(clickLabel(fake, user, current(fake, message), 'My view'));
        expect(isPicture(fake.attachment(view))).toBe(true);
        expect(view.attachments[0].description?.length ?? 0).toBeGreaterThan(10);
        const label = await choose(view, snap.turn);
        view = current(fake, view);
        const answer = await fake.reply(clickLabel(fake, user, view, label));
        expect(answer.content).toMatch(new RegExp(`^Order for turn ${snap.turn + 1}|is over|closed`));
      }
      const turn = snap.turn;
      snap = await waitForSnapshot(h, matchId, (s) => s.status !== 'running' || s.turn !== turn, 20_000, `turn ${turn + 1}`);
      turns++;
    }
    expect(snap.status).toBe('finished');
    return turns;
  }

  it('plays a solo lamplighter round by its buttons to the end card and replay', async () => {
    const { fake } = h;
    const ada = fake.user('ada');
    const { message, matchId } = await openAndStart(ada, 'lamplighter', 'lamplighter-solo');
    const turns = await playThrough(ada, message, matchId, async (seat) => {
      const labels = componentsOf(seat).map((c) => c.label);
      expect(labels).toEqual(expect.arrayContaining(['Light', 'Release', 'Retreat', 'Wait 1 s', 'Wait 3 s', 'Wait 8 s']));
      expect(labels.some((l) => /^Run to \d+$/.test(l ?? ''))).toBe(true);
      expect(labels.some((l) => /^(Buy )?wick/.test(l ?? ''))).toBe(true);
      // Decide like a player reading the picture: light what is in reach, else walk to the next dark lamp.
      const view = (await h.runtime.service.view(matchId, { kind: 'seat', seat: 0 })) as any;
      const me = view.lamplighters[0];
      if (me.target?.inReach) return 'Light';
      const dark = view.lamps.find((l: { lit: boolean }) => !l.lit);
      if (!dark) return 'Wait 8 s';
      const menu = componentsOf(seat).find((c) => c.type === 3)!;
      await fake.acknowledged(fake.select(ada, seat, menu.custom_id!, [String(dark.number)]));
      return `Walk to ${dark.number}`;
    });
    expect(turns).toBeGreaterThan(1);
    const end = await fake.waitFor(() => fake.channelMessages().find((m) => m.embeds[0]?.title === "Lamplighter's Round · lamplighter-solo: results"), 30_000, 'the lamplighter end post');
    expect(isJpeg(fake.attachment(end, 0))).toBe(true);
    expect(isGif(fake.attachment(end, 1))).toBe(true);
  }, 120_000);

  it('plays a dungeon race with a built path and the exit button to the end card and replay', async () => {
    const { fake } = h;
    const bo = fake.user('bo');
    const { message, matchId } = await openAndStart(bo, 'dungeon', 'race', 2);
    let first = true;
    await playThrough(bo, message, matchId, async (seat) => {
      if (!first) return 'To the exit';
      first = false;
      let view = seat;
      for (const dir of ['↑ N', '→ E', '⌫ Undo', '↓ S']) {
        await fake.acknowledged(clickLabel(fake, bo, view, dir));
        view = current(fake, view);
      }
      expect(view.content).toContain('Path so far: `NS`');
      return 'Move NS';
    });
    const end = await fake.waitFor(() => fake.channelMessages().find((m) => m.embeds[0]?.title === 'Dungeon · race: results'), 30_000, 'the dungeon end post');
    expect(isPng(fake.attachment(end, 0))).toBe(true);
    expect(isGif(fake.attachment(end, 1))).toBe(true);
    // The match message names the players in what happened (bo, not the engine's P1); a bot keeps its seat name.
    const lines = await fake.waitFor(() => {
      const edits = fake.rest.calls.filter((c) => c.method === 'PATCH' && String(c.body?.embeds?.[0]?.title).startsWith('Dungeon'));
      const descriptions = edits.map((c) => String(c.body?.embeds?.[0]?.description ?? ''));
      return descriptions.some((d) => d.startsWith('**Finished**') && d.includes('• ')) ? descriptions.flatMap((d) => d.split('\n')).filter((l) => l.startsWith('• ')) : undefined;
    }, 10_000, 'the finished match message with what happened');
    // A race ends when someone escapes or nobody is left: either way a player is named.
    expect(lines.some((l) => /^• (bo|P2) (escaped|was killed|picked up the treasure)/.test(l))).toBe(true);
    expect(lines.filter((l) => /^• P1\b/.test(l))).toEqual([]);
  }, 120_000);
});
