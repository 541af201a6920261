// The dungeon escape and its Ruleset system: the seed's public names.
export * from './types.ts';
export { defineRuleset, deepFreeze, rulesetSummary, WIN, ECONOMY, MODES, QUIRKS, RULESET_DEFAULTS } from './ruleset.ts';
export { getRuleset, listRulesets, listMatchRulesets, resolveMatchRuleset, rulesetFromMatchOpts, BUILTIN_SPECS, DEFAULT_MATCH_RULESET_ID } from './registry.ts';
export type { LegacyMatchOpts } from './registry.ts';
export {
  resolveWinCondition, FIRST_TO_EXIT, LAST_ALIVE, HIGH_SCORE, ALL_ESCAPE, preScore, finalScore, expiryRank, lastAliveTier, isActive, SCORE,
} from './win-conditions.ts';
export type { WinCondition, WinRoom } from './win-conditions.ts';
export { MatchRoom, spawnPoints, intentOrderKey, PLAYER_COLOURS } from './match-room.ts';
export { createMatchState, resolveRoomRuleset, roomMaxPlayers, matchMonsterSpawn } from './match-setup.ts';
export type { MatchRoomOptions } from './match-setup.ts';
export { MatchEngine, MOVE_RATE_MS } from './match-engine.ts';
export type { TickScheduler, MatchEngineOptions } from './match-engine.ts';
export { getDifficultyPreset, getDifficultyConfig, chainLevels, DIFFICULTY_PRESETS, NETWORK_TUNING } from './difficulty.ts';
export type { DifficultyConfig, DifficultyOverrides, Env } from './difficulty.ts';
export { generateLevel, generateLayout, generateRun, levelSeed, fingerprint, monsterRoomIndex, monsterStart, treasureRoomIndex, GENERATOR_VERSION, GENERATION_ATTEMPTS } from './generator.ts';
export { dig, keyRanks } from './digger.ts';
export { seedDraw, seedInt, sha256Hex, Alea } from './rng.ts';
export { layoutRecord, LAYOUT_PRESETS } from './layout-record.ts';
export type { LayoutRecord } from './layout-record.ts';
export { referenceTrace, originalEvent } from './reference-trace.ts';
export type { TraceRecord } from './reference-trace.ts';
export {
  matchRulesetFromEnv, matchEnabled, meetsEntrantFloor, playerContract, cryptoSupported, matchEconomyPolicy, validateEnvironment,
  houseFeeBasisPoints, positiveBigint, explicitTrue, PG_BIGINT_MAX, SELECTION,
} from './selection.ts';
export type { Admission, AdmissionReason, PlayerContract } from './selection.ts';
export { resolveMatchTiming, BlockTracker, MatchManager, MatchScheduler, TIMING_DEFAULTS } from './timing.ts';
export type { MatchTiming } from './timing.ts';
export { buildPaidEntrantFreeze, deriveFutureBlockMatchSeed, deriveBlockMatchSeed, canonicalEntryIds, FAIRNESS } from './fairness.ts';
export type { PaidEntrantFreeze, FutureSeed } from './fairness.ts';
export { CreditsLedger, enterMatch, settleMatchPot, settleSoloRun, admitPot, potLiability, ACCOUNTS, playerAccount, potAccount } from './economy.ts';
export type { LedgerEntry, EconomyTerms } from './economy.ts';
export { SimulatedChain, SimulatedHeaderSource } from './header-source.ts';
export type { BlockHeader, HeaderSource } from './header-source.ts';
export { buildView, eventsFor, standings, monsterVisibleTo, playerStatus } from './view.ts';
export { parseDungeonOrder, describeDungeonOrder, dungeonOrderHelp, TICKS_PER_TURN, MAX_STEPS } from './orders.ts';
export { baselineOrder } from './bots.ts';
export { DUNGEON, dungeonResults, setupDungeon, rulesetInfo } from './dungeon-game.ts';
export { howItEnded, placementReasons, quirkNotes } from './standing-words.ts';
