// What the channel reads about a live match: a Lantern spectator's story (score so far, who was
// found and when, crates locked and broken as counts, a strip of the turns) from the spectator view only, seats named as people, and
// the dungeon's status line without "Level 2/1".
import { describe, expect, it } from 'vitest';
import { spectatorLines, statusLine } from '../../bot/messages/game-text.ts';
import { matchMessage } from '../../bot/messages/match-message.ts';
import { playToTurn } from '../../engine/match/bot-play.ts';

describe('the story a channel reads', () => {
  const m = playToTurn('lantern', 'lantern-sprint', 7, 12);
  const spectator = m.game.view(m.state, { kind: 'spectator' }) as any;

  it('tells a Lantern spectator the score, the finds with their times, the crate counts and a strip of the turns', () => {
    const lines = spectatorLines('lantern', spectator, (a) => (a === 'Owl-1' ? 'bo (Owl-1)' : a));
    expect(lines[0]).toMatch(/^Score so far: Moth \d+\.\d s hidden · Owl \d+\.\d s hidden$/);
    expect(lines[1]).toMatch(/^Found: Moth-\d after \d+\.\d s of hunt 1 by (bo \(Owl-1\)|Owl-\d)/);
    expect(lines[2]).toBe(`Crates: ${spectator.crateCounts.locked} locked · ${spectator.crateCounts.broken} broken`);
    expect(lines[3]).toMatch(/^`[▰◆▱ ]+` turn 13\/26$/);
    expect((lines[3].match(/▰/g) ?? []).length).toBe(12);
  });

  it('puts the story in the live match message, naming people by name, and no positions', () => {
    const snap = {
      matchId: 'm_x', code: 'ABC', status: 'running', game: 'lantern', ruleset: 'lantern-sprint', host: 'p', turn: 12, deadline: null,
      results: null, createdAt: 0, startedAt: 0, finishedAt: null, version: 3,
      seats: spectator.aliases.map((alias: string, i: number) => ({ index: i, alias, team: i % 2 ? 'owl' : 'moth', role: 'cog', owner: i === 1 ? 'p_bo' : null, name: i === 1 ? 'bo' : null, bot: i !== 1, awaited: true, ordered: false })),
    } as any;
    const msg = matchMessage(snap, spectator, null, { turns: [], through: null });
    const text = String(msg.embeds[0].description);
    expect(text).toMatch(/Score so far: /);
    expect(text).toMatch(/\bturn 13\/26/);
    // crates locked and broken as two counts (SPEC 2: counts name no crate, cell or seat)
    expect(text).toContain(`Crates: ${spectator.crateCounts.locked} locked · ${spectator.crateCounts.broken} broken`);
    expect(text).not.toMatch(/\b[A-M][1-7]\b/);
    if (spectator.found.some((f: any) => f.by === 'Owl-1')) expect(text).toContain('by bo (Owl-1)');
  });

  it('says the dungeon\'s turn, and a level only where there are several', () => {
    expect(statusLine('dungeon', { level: 1, levels: 1, tick: 24, turn: 3 })).toBe('turn 4 · tick 24');
    expect(statusLine('dungeon', { level: 2, levels: 3, tick: 5, turn: 0 })).toBe('Level 2/3 · turn 1 · tick 5');
  });
});

describe('the rating line of an end card', () => {
  it('names each rated person with the change and the new rating, provisional marked, and is absent when nobody was rated', async () => {
    const { ratingFootnote } = await import('../../bot/messages/end-message.ts');
    const seats = [{ seat: 0, alias: 'P1', name: 'ada', bot: false, playerId: 'p_a' }, { seat: 1, alias: 'P2', name: 'bo', bot: false, playerId: 'p_b' }];
    const row = (id: string, mu: number, played: number) => ({ playerId: id, name: id, mu, sigma: 2, played });
    const line = ratingFootnote(seats, [
      { playerId: 'p_a', before: null, after: row('p_a', 20, 1) },
      { playerId: 'p_b', before: row('p_b', 30, 7), after: row('p_b', 29, 8) },
    ]);
    expect(line).toBe('Rating: ada +14.0 → 14.0, bo −1.0 → 23.0 (provisional)');
    expect(ratingFootnote(seats, [])).toBeUndefined();
  });
});
