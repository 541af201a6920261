// The built-in rulesets and the match resolver and catalog helpers.
import { defineRuleset, WIN, ECONOMY } from './ruleset.ts';
import type { Ruleset, RulesetSpec } from './types.ts';

/** The five built-ins of the seed's table. */
export const BUILTIN_SPECS: Readonly<Record<string, RulesetSpec>> = {
  'solo-classic': {
    id: 'solo-classic', label: 'Solo Classic', mode: 'solo',
    players: { min: 1, max: 1 }, winCondition: { type: WIN.FIRST_TO_EXIT },
    metadata: { description: 'The single-player escape: reach the exit before the monster reaches you. Never offered for a multiplayer queue.' },
  },
  race: {
    id: 'race', label: 'Race', mode: 'race',
    world: { difficultyPreset: 'race' },
    players: { min: 2, max: 8 }, winCondition: { type: WIN.FIRST_TO_EXIT },
    economy: { model: ECONOMY.CRYPTO_RACE },
    metadata: { description: 'Classic escape race: the first player out of the dungeon wins.' },
  },
  'last-alive': {
    id: 'last-alive', label: 'Last Alive', mode: 'pvp',
    world: { difficultyPreset: 'normal' },
    entities: { monster: true, pvpCombat: true },
    players: { min: 2, max: 8 }, winCondition: { type: WIN.LAST_ALIVE },
    metadata: { description: 'PvP: step onto a rival to strike them down; the last one standing wins.' },
  },
  'score-attack': {
    id: 'score-attack', label: 'Score Attack', mode: 'race',
    players: { min: 1, max: 8 }, winCondition: { type: WIN.HIGH_SCORE },
    metadata: { description: 'Escaping does not end the match: escape, treasure, efficient moves and closeness to the exit score.' },
  },
  'coop-escape': {
    id: 'coop-escape', label: 'Co-op Escape', mode: 'coop',
    entities: { pvpCombat: false },
    players: { min: 2, max: 8 }, winCondition: { type: WIN.ALL_ESCAPE },
    metadata: { description: 'Together: the match ends when every survivor has escaped.' },
  },
};

const BUILTINS: Readonly<Record<string, Ruleset>> = Object.freeze(
  Object.fromEntries(Object.entries(BUILTIN_SPECS).map(([id, spec]) => [id, defineRuleset(spec)])),
);

/** The default multiplayer ruleset id. */
export const DEFAULT_MATCH_RULESET_ID = 'race';

/** A built-in by id with top-level overrides merged (base id and label kept); null for an unknown id (user-facing callers name the known ones; a match room falls back to race as the original). */
export function getRuleset(id: string, overrides: RulesetSpec = {}): Ruleset | null {
  const spec = Object.hasOwn(BUILTIN_SPECS, id) ? BUILTIN_SPECS[id] : undefined;
  if (!spec) return null;
  if (!overrides || Object.keys(overrides).length === 0) return BUILTINS[id];
  return defineRuleset({ ...spec, ...overrides, id: spec.id, label: spec.label });
}

/** Every built-in ruleset. */
export function listRulesets(): Ruleset[] {
  return Object.values(BUILTINS);
}

/** The multiplayer allowlist: every built-in except solo ones. */
export function listMatchRulesets(): Ruleset[] {
  return listRulesets().filter((r) => r.mode !== 'solo');
}

/** The ruleset for a multiplayer match: the id trimmed, failing closed to `race` for unknown or solo-only ids. */
export function resolveMatchRuleset(id: unknown): Ruleset {
  const key = typeof id === 'string' ? id.trim() : '';
  const r = Object.hasOwn(BUILTINS, key) ? BUILTINS[key] : undefined;
  if (!r || r.mode === 'solo') return BUILTINS[DEFAULT_MATCH_RULESET_ID];
  return r;
}

/** The legacy MatchRoom option bag. */
export interface LegacyMatchOpts {
  economy?: string;
  difficultyPreset?: string;
  maxPlayers?: number;
  variant?: string;
}

/** Maps the legacy option bag onto a race ruleset as the original does: first-to-exit whatever the `variant` label, and FREE unless an economy is given (a legacy room is never paid by default). */
export function rulesetFromMatchOpts(opts: LegacyMatchOpts = {}): Ruleset {
  const base = BUILTIN_SPECS[DEFAULT_MATCH_RULESET_ID];
  return defineRuleset({
    ...base,
    world: { difficultyPreset: opts.difficultyPreset || 'race' },
    economy: { model: opts.economy || ECONOMY.FREE },
    players: { min: 2, max: opts.maxPlayers || 8 },
  });
}
