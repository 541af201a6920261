import { describe, expect, it } from 'vitest';
import { catalog } from '../../../cli/commands/rulesets.ts';
import { simDungeon } from '../../../cli/commands/sim-dungeon.ts';
import { GAMES } from '../../../engine/games.ts';
import { UserError } from '../../../cli/util.ts';

describe('command line', () => {
  it('the rulesets catalog lists every registered game\'s rulesets', () => {
    const ids = catalog().map((r) => `${r.game}:${r.id}`);
    for (const g of Object.values(GAMES)) for (const r of g!.rulesets()) expect(ids).toContain(`${r.game}:${r.id}`);
    expect(ids).toContain('dungeon:coop-escape');
  });
  it('sim dungeon prints game, ruleset, seed, digest and results with placements', () => {
    const out = simDungeon('last-alive', 8, '42');
    expect(Object.keys(out).slice(0, 5)).toEqual(['game', 'ruleset', 'seed', 'digest', 'results']);
    expect(out.results.placements).toHaveLength(8);
    expect(simDungeon('last-alive', 8, '42').digest).toBe(out.digest);
  });
  it('a solo-only id for a multiplayer match is a one-line error, not a fallback', () => {
    expect(() => simDungeon('solo-classic', 4, '1')).toThrow(UserError);
    expect(() => simDungeon('solo-classic', 4, '1')).toThrow(/^solo-classic is solo-only and cannot run a 4-player match/);
    expect(() => simDungeon('race', 9, '1')).toThrow(/race takes 2 to 8 players, not 9/);
  });
});
