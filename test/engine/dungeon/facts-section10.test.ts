// The original's named test cases (dungeon-facts.md §10), one by one, on lamplit's engine.
import { describe, expect, it } from 'vitest';
import { defineRuleset } from '../../../engine/dungeon/ruleset.ts';
import { getDifficultyConfig } from '../../../engine/dungeon/difficulty.ts';
import { generateLevel } from '../../../engine/dungeon/generator.ts';
import { intentOrderKey, MatchRoom } from '../../../engine/dungeon/match-room.ts';
import { board, eventsOf, pl } from './helpers.ts';

describe('rulesets_ultra', () => {
  it('clamps tick 1 to 50 and an unknown type to first-to-exit', () => {
    const r = defineRuleset({ timing: { tickMs: 1 }, winCondition: { type: 'mystery' } });
    expect([r.timing.tickMs, r.winCondition.type]).toEqual([50, 'first-to-exit']);
  });
  it('a PvP strike ends last_alive', () => {
    const r = board(['#####', '#12X#', '#####'], { rulesetId: 'last-alive' });
    r.state.monster = null;
    r.queueMove('P2', 'W');
    r.resolveTick();
    expect([r.state.endReason, r.state.winnerId]).toEqual(['last_alive', 'P2']);
  });
  it('the result ignores packet order and yields eliminated_before_action', () => {
    // P1 and P3 both strike P2, who tries to step away; pick a seed where a striker acts before P2
    let seed = '';
    for (let i = 0; !seed; i++) {
      const k = [0, 1, 2].map((slot) => intentOrderKey(`packets${i}`, 1, slot));
      if (k[1] > k[0] || k[1] > k[2]) seed = `packets${i}`;
    }
    const outcome = (order: string[]) => {
      const r = board(['#######', '#.123.#', '#....X#', '#######'], { rulesetId: 'last-alive', seed });
      r.state.monster = null;
      for (const id of order) r.queueMove(id, id === 'P1' ? 'E' : id === 'P2' ? 'S' : 'W');
      return r.resolveTick().map((e) => `${e.type}:${e.id}:${e.reason ?? e.killedBy ?? ''}`);
    };
    const a = outcome(['P1', 'P2', 'P3']), b = outcome(['P3', 'P2', 'P1']);
    expect(a).toEqual(b);
    expect(a).toContain('move_failed:P2:eliminated_before_action');
    expect(a.filter((e) => e.startsWith('player_death'))).toHaveLength(1);
  });
  it('corpses are pass-through', () => {
    const r = board(['######', '#12.X#', '######'], { rulesetId: 'race' });
    r.state.monster = null;
    pl(r, 'P2').alive = false;
    r.queueMove('P1', 'E');
    expect(eventsOf(r.resolveTick(), 'move')).toHaveLength(1);
  });
  it('a high-score exit does not end the match', () => {
    const r = board(['#####', '#1X.#', '#2..#', '#####'], { rulesetId: 'score-attack' });
    r.state.monster = null;
    r.queueMove('P1', 'E');
    r.resolveTick();
    expect([pl(r, 'P1').escaped, r.state.status]).toEqual([true, 'active']);
  });
  it('co-op ends all_escaped with a null winner', () => {
    const r = board(['#####', '#1X.#', '#.2.#', '#####'], { rulesetId: 'coop-escape' });
    r.state.monster = null;
    r.queueMove('P1', 'E'); r.resolveTick();
    r.queueMove('P2', 'N'); r.resolveTick();
    expect([r.state.endReason, r.state.winnerId]).toEqual(['all_escaped', null]);
  });
});

describe('matchRoom', () => {
  it('pile-ups and swaps bounce', () => {
    const r = board(['######', '#1.2X#', '#..34#', '######'], { rulesetId: 'race' });
    r.state.monster = null;
    r.queueMove('P1', 'E'); r.queueMove('P2', 'W'); r.queueMove('P3', 'E'); r.queueMove('P4', 'W');
    expect(eventsOf(r.resolveTick(), 'move_failed').map((e) => e.reason).sort()).toEqual(['collision_pileup', 'collision_pileup', 'collision_swap', 'collision_swap']);
  });
  it('treasure pickup and drop', () => {
    const r = board(['######', '#1$.X#', '######'], { rulesetId: 'race' });
    r.state.monster = null;
    r.queueMove('P1', 'E'); r.resolveTick();
    expect(pl(r, 'P1').hasTreasure).toBe(true);
    r.forfeit('P1');
    expect(r.state.treasure).toEqual({ x: 2, y: 1 });
  });
  it('speed 0.5 steps every 2 ticks, speed 0 never', () => {
    const half = board(['########', '#1....M#', '#X.....#', '########'], { rulesetId: 'race', speed: 0.5 });
    const stepped = (r: typeof half) => { const m = r.state.monster!, x = m.x, y = m.y; r.resolveTick(); return Number(m.x !== x || m.y !== y); };
    expect([0, 0, 0, 0, 0, 0].map(() => stepped(half))).toEqual([0, 1, 0, 1, 0, 1]);
    const none = board(['########', '#1....M#', '#X.....#', '########'], { rulesetId: 'race', speed: 0 });
    expect([0, 0, 0, 0].map(() => stepped(none))).toEqual([0, 0, 0, 0]);
  });
  it('expiry ranks by closeness to the exit', () => {
    const r = board(['#########', '#1.2..3X#', '#########'], { rulesetId: 'race' });
    r.state.monster = null;
    r.expire('block_deadline');
    expect(r.state.players.map((p) => [p.id, p.placement])).toEqual([['P1', 3], ['P2', 2], ['P3', 1]]);
  });
  it('the same seed gives the same layout', () => {
    const a = MatchRoom.create({ seed: 'layout', rulesetId: 'race' }), b = MatchRoom.create({ seed: 'layout', rulesetId: 'race' });
    expect(a.state.map.fingerprint).toBe(b.state.map.fingerprint);
    expect(generateLevel('layout', getDifficultyConfig({ preset: 'race' })).map.fingerprint).toBe(a.state.map.fingerprint);
  });
});

describe('matchRework_ultra', () => {
  it('when all die, the winner is in 1st place', () => {
    const r = board(['#######', '#1.2.X#', '#######'], { rulesetId: 'race' });
    r.state.monster = null;
    r.forfeit('P1'); r.forfeit('P2');
    const winner = r.state.players.find((p) => p.id === r.state.winnerId)!;
    expect([r.state.endReason, winner.placement]).toEqual(['all_dead', 1]);
  });
});
