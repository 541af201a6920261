// Beyond the vendored race data: the same script under last-alive (PvP strikes), score-attack (the
// last escape that keeps the match open) and coop-escape with two players, and race and last-alive
// with four (pile-ups, eliminated_before_action), and race on the easy, hard and casino presets (the
// quirk mapFromDefaultPreset), checked against the original's runs (test/fixtures/dungeon/original-rulesets.json: tick counts, final standings and a
// sha256 of every tick).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { referenceTrace } from '../../../engine/dungeon/reference-trace.ts';

interface Case { ruleset: string; players: number; preset: string; seed: string; ticks: number; final: unknown; ticksSha256: string }
const FIX = JSON.parse(readFileSync(new URL('../../fixtures/dungeon/original-rulesets.json', import.meta.url), 'utf8')) as { matches: Case[] };

describe('other rulesets equal the original\'s, tick for tick', () => {
  it('holds 24 two-player matches for each of last-alive, score-attack and coop-escape, and 12 four-player ones for race and last-alive', () => {
    const count = (r: string, n: number) => FIX.matches.filter((m) => m.ruleset === r && m.players === n).length;
    expect([count('last-alive', 2), count('score-attack', 2), count('coop-escape', 2), count('race', 4), count('last-alive', 4)]).toEqual([24, 24, 24, 12, 12]);
    expect(['easy', 'hard', 'casino'].map((p) => FIX.matches.filter((m) => m.preset === p).length)).toEqual([12, 12, 12]);
  });
  it.each(FIX.matches.map((m) => [m.ruleset, m.players, m.preset, m.seed.slice(0, 12), m] as const))('%s, %i players, %s, %s…', (ruleset, players, preset, _s, want) => {
    const got = referenceTrace({ seed: want.seed, ruleset, maxTicks: 300, players, preset });
    const ticks = got.ticks.map((t) => ({
      players: Object.fromEntries(Object.entries(t.players).map(([id, p]) => [id, [p.x, p.y, p.alive, p.finished, p.hasTreasure]])),
      monster: t.monster,
      events: t.events,
    }));
    const final = {
      status: got.final.status, endReason: got.final.endReason, winnerId: got.final.winnerId,
      players: Object.fromEntries(Object.entries(got.final.players).map(([id, p]) => [id, [p.placement, p.score, p.moves, p.alive, p.escaped, p.killedBy]])),
    };
    expect({ ticks: ticks.length, final }).toEqual({ ticks: want.ticks, final: want.final });
    expect(createHash('sha256').update(JSON.stringify(ticks)).digest('hex')).toBe(want.ticksSha256);
  });
});
