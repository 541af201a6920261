// After a match between two people: the end post shows each player's rating change, /leaderboard
// sort:rating lists them (provisional), "My result" tells each their placing, and /replay posts the
// end card and GIF made at the end without drawing them again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentsOf } from '../fake-discord/fake-discord.ts';
import { clickLabel, current, isGif, matchIdOf, startHarness, waitForSnapshot, type Harness } from './harness.ts';

describe('ratings and replays in a channel', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('rates the two people of a dungeon race, shows it on the end post and the board, and /replay draws nothing again', async () => {
    const { fake } = h;
    const ada = fake.user('ada');
    const bo = fake.user('bo');
    const jobs: string[] = [];
    const render = h.bot.ctx.renders.render.bind(h.bot.ctx.renders);
    h.bot.ctx.renders.render = (job, lane) => { jobs.push(job.kind); return render(job, lane); };
    const lobby = await fake.reply(fake.command(ada, 'play', [{ name: 'game', value: 'dungeon' }, { name: 'ruleset', value: 'race' }, { name: 'players', value: 2 }]));
    const matchId = matchIdOf(lobby);
    await fake.acknowledged(clickLabel(fake, bo, lobby, /^Join/));
    await waitForSnapshot(h, matchId, (s) => s.seats[1].owner !== null, 5000);
    await fake.acknowledged(clickLabel(fake, ada, lobby, 'Start'));
    let snap = await waitForSnapshot(h, matchId, (s) => s.status === 'running', 5000);
    while (snap.status === 'running') {
      for (const u of [ada, bo]) await fake.reply(fake.command(u, 'order', [{ name: 'text', value: 'exit' }]));
      const turn = snap.turn;
      snap = await waitForSnapshot(h, matchId, (s) => s.status !== 'running' || s.turn !== turn, 20_000);
    }
    const end = await fake.waitFor(() => fake.channelMessages().find((m) => m.embeds[0]?.title === 'Dungeon · race: results'), 30_000, 'the end post');
    const placings = String((end.embeds[0] as any).fields[0].value);
    expect(placings).toMatch(/ada \(P1\): .* · rating (new|[\d.]+) → [\d.]+ \([+−][\d.]+\), provisional/);
    expect(placings).toMatch(/bo \(P2\): .* · rating /);
    expect(jobs.filter((k) => k === 'replayGif')).toHaveLength(1);

    const board = await fake.reply(fake.command(ada, 'leaderboard', [{ name: 'game', value: 'dungeon' }, { name: 'sort', value: 'rating' }]));
    const lines = String((board.embeds[0] as any).description).split('\n');
    expect(lines).toHaveLength(2);
    for (const l of lines) expect(l).toMatch(/^\d\. \*\*(ada|bo)\*\*: [\d.]+ \(provisional\) · 1 rated match$/);

    const finished = await fake.waitFor(() => (componentsOf(current(fake, lobby)).some((c) => c.label === 'My result') ? current(fake, lobby) : undefined), 10_000, 'My result');
    const mine = await fake.reply(clickLabel(fake, bo, finished, 'My result'));
    expect(mine.flags & 64).toBe(64);
    expect(mine.content).toMatch(new RegExp(`^Match ${matchId}: P2: place \\d of 2.*\\. Rating `));

    const replay = await fake.reply(fake.command(ada, 'replay', [{ name: 'match', value: matchId }]));
    expect(isGif(fake.attachment(replay, 1))).toBe(true);
    expect(fake.attachment(replay, 1).equals(fake.attachment(end, 1))).toBe(true);
    expect(jobs.filter((k) => k === 'replayGif' || k === 'endCard')).toHaveLength(2);
  }, 120_000);
});
