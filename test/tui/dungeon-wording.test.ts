// The Dungeon's outcome and standings in words: never "wins" for a player who fell, the original's
// rule said when it decides, the standings say why each stands where it does, refused steps say
// where and why, and the map's symbols are one table.
import { describe, expect, it } from 'vitest';
import type { DungeonPlacement } from '../../engine/dungeon/types.ts';
import { killerText, outcomeSentence, placementReason, standingsLines } from '../../engine/dungeon/outcome-text.ts';
import { DUNGEON } from '../../engine/dungeon/dungeon-game.ts';
import { refusedStepLine } from '../../tui/dungeon-text.ts';
import { DUNGEON_SYMBOLS, legendLine } from '../../renders/dungeon/legend.ts';
import { dungeonTerminal } from '../../renders/dungeon/terminal.ts';
import { resultLines } from '../../tui/screens/end-card-view.ts';

const pl = (id: string, name: string, place: number, status: DungeonPlacement['status'], extra: Partial<DungeonPlacement> = {}): DungeonPlacement =>
  ({ seat: Number(id.slice(1)) - 1, id, name, place, score: 100, status, hasTreasure: false, moves: 0, killedBy: status === 'dead' ? 'monster' : null, ended: status, why: status, ...extra });

describe('dungeon outcome in words', () => {
  it('never says a dead player wins: everyone fell in a race names the tie-break', () => {
    const r = { reason: 'all_dead', winnerId: 'P1', collective: false, placements: [pl('P1', 'root', 1, 'dead'), pl('P2', 'bot 1', 2, 'dead', { moves: 4 })] };
    const s = outcomeSentence('first-to-exit', r);
    expect(s).not.toMatch(/wins/);
    expect(s).toBe("everyone fell; root placed first by the race's tie-break among the fallen (fewest moves, 0)");
  });

  it('last-alive with everyone fallen keeps the rule and says it: placed first as the last to fall', () => {
    const r = { reason: 'all_dead', winnerId: 'P2', collective: false, placements: [pl('P2', 'root', 1, 'dead'), pl('P1', 'ada', 2, 'dead')] };
    expect(outcomeSentence('last-alive', r)).toBe('everyone fell; root placed first as the last to fall');
    expect(standingsLines('last-alive', r).slice(1)).toEqual(['1. root  the last to fall: fell to the monster', '2. ada   fell 2nd to last: fell to the monster']);
  });

  it('explains why one still in play ranks above an escaped player with a higher score in last-alive', () => {
    const r = { reason: 'last_alive', winnerId: 'P7', collective: false, placements: [pl('P7', 'P7', 1, 'alive', { score: 758 }), pl('P4', 'P4', 2, 'escaped', { score: 934, hasTreasure: true })] };
    const lines = standingsLines('last-alive', r);
    expect(lines[0]).toMatch(/still in play, then escaped/);
    expect(lines[1]).toBe('1. P7  the last one standing');
    expect(lines[2]).toBe('2. P4  escaped, with the treasure (in last-alive, escaping ranks below staying in)');
    expect(outcomeSentence('last-alive', r)).toBe('P7 is the last one standing and wins');
  });

  it('a race won by escaping says so; scores are the order only in high-score', () => {
    const r = { reason: 'escaped', winnerId: 'P2', collective: false, placements: [pl('P2', 'ada', 1, 'escaped'), pl('P1', 'bo', 2, 'alive')] };
    expect(outcomeSentence('first-to-exit', r)).toBe('ada escaped first and wins');
    expect(placementReason('first-to-exit', r.placements[0], r.placements, 'P2')).toBe('escaped first');
    expect(placementReason('first-to-exit', r.placements[1], r.placements, 'P2')).not.toMatch(/score/);
    expect(placementReason('high-score', { ...r.placements[0], score: 934 }, r.placements, 'P2')).toMatch(/^score 934: escaped/);
  });

  it('co-op counts who escaped and names no winner', () => {
    const r = { reason: 'all_escaped', winnerId: null, collective: true, placements: [pl('P1', 'a', 1, 'escaped'), pl('P2', 'b', 2, 'dead')] };
    expect(outcomeSentence('all-escape', r)).toBe('1 of 2 escaped: everyone still standing escaped');
  });

  it('names a rival who struck a player by name, as the standings do (not P4)', () => {
    expect(killerText('P4', [{ id: 'P4', name: 'bot 2' }])).toBe('bot 2');
    expect(killerText('monster', [])).toBe('the monster');
  });

  it('the engine summary of a match where all fell says so, without "wins"', () => {
    let s = DUNGEON.setup('race', '3', { players: 3 }); // seed 3: the monster takes all three idle players
    while (!DUNGEON.isOver(s)) s = DUNGEON.resolveTurn(s, new Map()).state;
    const r = DUNGEON.results(s)!;
    expect(r.summary).toMatch(/^race: everyone fell; P\d placed first by the race's tie-break/);
    const lines = resultLines(r, 60, [], DUNGEON.id);
    expect(lines.join('\n')).not.toMatch(/wins|winner/);
    expect(lines).toContain('standings:');
  });
});

describe('refused steps', () => {
  it('say where and why for the player\'s own step only', () => {
    const e = { type: 'move_failed', turn: 0, id: 'P1', reason: 'blocked', from: { x: 12, y: 7 }, to: { x: 11, y: 7 } };
    expect(refusedStepLine(e, 'P1')).toBe('your step W from 12,7 to 11,7 was refused: a wall is there');
    expect(refusedStepLine(e, 'P2')).toBeNull();
    expect(refusedStepLine({ ...e, reason: 'attack' }, 'P1')).toBeNull();
  });
});

describe('the dungeon map legend', () => {
  it('lists entrance ▲, exit ⇧, treasure, torch, monster and players, and the terminal view draws it', () => {
    const line = legendLine();
    for (const w of ['▲ entrance', '⇧ exit', '$ treasure', '* torch', 'M monster', '1-9 players']) expect(line).toContain(w);
    const s = DUNGEON.setup('race', '7', { players: 2 });
    const v = DUNGEON.view(s, { kind: 'seat', seat: 0 });
    const wide = dungeonTerminal(v, { cols: 100, rows: 30, color: 'none' } as never);
    expect(wide).toContain('⇧');
    expect(wide).toContain('entrance');
    expect(wide).toContain(DUNGEON_SYMBOLS.torch.glyph);
    const small = dungeonTerminal(v, { cols: 50, rows: 15, color: 'none' } as never);
    expect(small.split('\n').slice(-3).join('')).toMatch(/⇧ ?exit/);
  });

  it('draws worn floor (,) and torches (T) of the view as their own glyphs', () => {
    const s = DUNGEON.setup('race', '7', { players: 2 });
    const v = DUNGEON.view(s, { kind: 'full' });
    const rows = v.rows.map((r) => r.replace(/./g, '#'));
    rows[3] = `#T,${rows[3].slice(3)}`;
    const out = dungeonTerminal({ ...v, rows, players: [], treasure: null, monster: null, entrance: { x: 30, y: 10 }, exit: { x: 31, y: 10 } }, { cols: 100, rows: 30, color: 'none' } as never).split('\n');
    expect(out[4].slice(0, 3)).toBe(`#*·`.replace('#', out[4][0]));
  });
});
