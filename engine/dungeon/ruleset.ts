// defineRuleset: normalises a partial spec into a complete, frozen, range-clamped ruleset.
// An empty spec yields the classic single-dungeon escape.
import type { EconomyModel, Ruleset, RulesetMode, RulesetQuirks, RulesetSpec, WinType } from './types.ts';

/** The four win-condition types. */
export const WIN = Object.freeze({
  FIRST_TO_EXIT: 'first-to-exit',
  LAST_ALIVE: 'last-alive',
  HIGH_SCORE: 'high-score',
  ALL_ESCAPE: 'all-escape',
} as const satisfies Record<string, WinType>);

/** The three economy models. */
export const ECONOMY = Object.freeze({
  FREE: 'free',
  CREDITS_PRESTIGE: 'credits_prestige',
  CRYPTO_RACE: 'crypto_race',
} as const satisfies Record<string, EconomyModel>);

export const MODES: readonly RulesetMode[] = ['solo', 'race', 'pvp', 'coop'];

/** Whether a ruleset reproduces one of the original's quirks: on unless the flag is false (a ruleset saved before the flags existed keeps the original's behaviour). */
export function quirkOn(r: Ruleset, q: keyof RulesetQuirks): boolean {
  return (r.quirks as Partial<RulesetQuirks> | undefined)?.[q] !== false;
}

/** The original's quirks a ruleset reproduces unless it sets the flag to false (README lists what each does). */
export const QUIRKS: readonly (keyof RulesetQuirks)[] = ['monsterStepNoKill', 'winnerWhenAllDead', 'lastEscapeKeepsOpen', 'monsterAtOriginFewRooms', 'mapFromDefaultPreset'];

/** The seed's table: defaults and clamps of every field. */
export const RULESET_DEFAULTS = Object.freeze({
  id: 'custom',
  label: 'Custom',
  mode: 'race' as RulesetMode,
  difficultyPreset: 'normal',
  maps: { default: 1, min: 1, max: 10 },
  monster: true,
  monsterCount: { default: 1, min: 0, max: 8 },
  pvpCombat: false,
  players: { min: 1, max: 4, lo: 1, hi: 32 },
  winCondition: WIN.FIRST_TO_EXIT as WinType,
  tickMs: { default: 250, min: 50, max: 5000 },
  minDurationMs: { default: 20000, min: 0, max: 600000 },
  hardCeilingMs: { default: 240000, min: 1000, max: 3600000 },
  blockDeadline: true,
  economy: ECONOMY.FREE as EconomyModel,
  houseFeePercent: 0,
  payoutMultipliers: { escape: 2, escapeWithTreasure: 3 },
});

/** An integer read as the original reads it (parseInt base 10: "12.7" and 12.7 give 12, "8 players" gives 8), clamped into lo..hi; the default when nothing parses. */
function clampNum(v: unknown, def: number, lo: number, hi: number): number {
  const n = parseInt(String(v), 10);
  return Number.isFinite(n) ? Math.min(hi, Math.max(lo, n)) : def;
}

/** A strict boolean (lamplit's own quirk flags). */
function bool(v: unknown, def: boolean): boolean {
  return typeof v === 'boolean' ? v : def;
}

/** Any truthy value as text, else the default (the original's `String(v || d)`). */
function str(v: unknown, def: string): string {
  return v ? String(v) : def;
}

function finite(v: unknown, def: number): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : def;
}

/** Freezes an object and every object inside it. */
export function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o as Record<string, unknown>)) deepFreeze(v);
  }
  return o;
}

/** Normalises a partial ruleset spec into a complete, frozen, clamped ruleset. */
export function defineRuleset(spec: RulesetSpec = {}): Ruleset {
  const d = RULESET_DEFAULTS;
  const s = (spec ?? {}) as RulesetSpec;
  // as the original: any given mode is kept (a coarse label), only a missing one defaults
  const mode = str(s.mode, d.mode) as RulesetMode;
  // as the original: the monster is on unless exactly false; pvpCombat and blockDeadline by truthiness
  const monster = s.entities?.monster !== false;
  const countDefault = monster ? d.monsterCount.default : 0;
  const max = clampNum(s.players?.max, d.players.max, d.players.lo, d.players.hi);
  let min = clampNum(s.players?.min, d.players.min, d.players.lo, d.players.hi);
  if (min > max) min = max;
  const winType = (Object.values(WIN) as string[]).includes(s.winCondition?.type as string) ? (s.winCondition!.type as WinType) : d.winCondition;
  const model = (Object.values(ECONOMY) as string[]).includes(s.economy?.model as string) ? (s.economy!.model as EconomyModel) : d.economy;
  const ruleset: Ruleset = {
    id: str(s.id, d.id),
    label: str(s.label, str(s.id, d.label)),
    mode,
    world: {
      difficultyPreset: str(s.world?.difficultyPreset, d.difficultyPreset),
      maps: clampNum(s.world?.maps, d.maps.default, d.maps.min, d.maps.max),
    },
    entities: {
      monster,
      monsterCount: clampNum(s.entities?.monsterCount, countDefault, d.monsterCount.min, d.monsterCount.max),
      pvpCombat: !!s.entities?.pvpCombat,
    },
    players: { min, max },
    winCondition: { type: winType },
    timing: {
      tickMs: clampNum(s.timing?.tickMs, d.tickMs.default, d.tickMs.min, d.tickMs.max),
      minDurationMs: clampNum(s.timing?.minDurationMs, d.minDurationMs.default, d.minDurationMs.min, d.minDurationMs.max),
      hardCeilingMs: clampNum(s.timing?.hardCeilingMs, d.hardCeilingMs.default, d.hardCeilingMs.min, d.hardCeilingMs.max),
      blockDeadline: s.timing?.blockDeadline !== false,
    },
    economy: {
      model,
      houseFeePercent: finite(s.economy?.houseFeePercent, d.houseFeePercent),
      payoutMultipliers: {
        escape: finite(s.economy?.payoutMultipliers?.escape, d.payoutMultipliers.escape),
        escapeWithTreasure: finite(s.economy?.payoutMultipliers?.escapeWithTreasure, d.payoutMultipliers.escapeWithTreasure),
      },
    },
    metadata: s.metadata && typeof s.metadata === 'object' ? structuredClone(s.metadata) : {},
    quirks: Object.fromEntries(QUIRKS.map((q) => [q, bool(s.quirks?.[q], true)])) as unknown as RulesetQuirks,
  };
  return deepFreeze(ruleset);
}

/** The client-safe summary of a ruleset. */
export function rulesetSummary(r: Ruleset) {
  return {
    id: r.id,
    label: r.label,
    mode: r.mode,
    description: typeof r.metadata.description === 'string' ? r.metadata.description : '',
    winCondition: r.winCondition.type,
    pvpCombat: r.entities.pvpCombat,
  };
}
