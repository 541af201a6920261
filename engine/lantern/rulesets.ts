// Lantern's rulesets: tick counts per act, turns, wall-clock budget and per-turn deadline.
import type { RulesetInfo } from '../core/game.ts';
import type { LanternRuleset } from './types.ts';

/** Every ruleset by id. `lantern-test` is the original's test-sized match (not offered in chat). */
export const LANTERN_RULESETS: Record<LanternRuleset['id'], LanternRuleset> = {
  'lantern-classic': { id: 'lantern-classic', label: 'Lantern classic', buildTicks: 720, huntTicks: 1800, ticksPerTurn: 120, turns: 42, wallClockMs: 60 * 60 * 1000, turnSeconds: 45 },
  'lantern-sprint': { id: 'lantern-sprint', label: 'Lantern sprint', buildTicks: 480, huntTicks: 1080, ticksPerTurn: 120, turns: 26, wallClockMs: 40 * 60 * 1000, turnSeconds: 45 },
  'lantern-test': { id: 'lantern-test', label: 'Lantern test-sized', buildTicks: 240, huntTicks: 480, ticksPerTurn: 120, turns: 12, wallClockMs: 20 * 60 * 1000, turnSeconds: 45 },
};

/** Ruleset ids offered to players. */
export const LANTERN_RULESET_IDS = ['lantern-classic', 'lantern-sprint'] as const;

/** The ruleset for an id, or a one-line Error naming the valid ones. */
export function lanternRuleset(id: string): LanternRuleset {
  const r = (LANTERN_RULESETS as Record<string, LanternRuleset | undefined>)[id];
  if (!r) throw new Error(`unknown ruleset "${id}": lantern rulesets are ${Object.keys(LANTERN_RULESETS).join(', ')}`);
  return r;
}

/** Catalog entries for the match service. */
export function lanternRulesetInfos(): RulesetInfo[] {
  return Object.values(LANTERN_RULESETS).map((r) => ({
    id: r.id,
    game: 'lantern' as const,
    label: r.label,
    mode: 'teams',
    players: { min: 1, max: 6 },
    winCondition: 'the team whose hiders stay hidden longer wins',
    description: `3v3 warehouse hide-and-seek: build ${r.buildTicks / 24} s + hunt ${r.huntTicks / 24} s a half, ${r.turns} turns of 5 s`,
    turnSeconds: r.turnSeconds,
    wallClockMs: r.wallClockMs,
    soloOnly: r.id === 'lantern-test' ? true : undefined,
  }));
}

/** Ticks in one half. */
export function halfTicks(r: LanternRuleset): number {
  return r.buildTicks + r.huntTicks;
}
