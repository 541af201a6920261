// The dungeon's data shapes: rulesets, the match state (plain JSON, so it digests, encodes and
// travels through the store), orders, the per-viewer view and the results.
import type { DungeonWorld } from './difficulty.ts';
import type { GameResults, Viewer } from '../core/game.ts';

/** The four known modes; any other given mode is kept as a label, as the original keeps it. */
export type RulesetMode = 'solo' | 'race' | 'pvp' | 'coop' | (string & {});
export type WinType = 'first-to-exit' | 'last-alive' | 'high-score' | 'all-escape';
export type EconomyModel = 'free' | 'credits_prestige' | 'crypto_race';

/** A complete, frozen, range-clamped ruleset (the output of `defineRuleset`). */
export interface Ruleset {
  readonly id: string;
  readonly label: string;
  readonly mode: RulesetMode;
  readonly world: { readonly difficultyPreset: string; readonly maps: number };
  readonly entities: { readonly monster: boolean; readonly monsterCount: number; readonly pvpCombat: boolean };
  readonly players: { readonly min: number; readonly max: number };
  readonly winCondition: { readonly type: WinType };
  readonly timing: { readonly tickMs: number; readonly minDurationMs: number; readonly hardCeilingMs: number; readonly blockDeadline: boolean };
  readonly economy: {
    readonly model: EconomyModel;
    readonly houseFeePercent: number;
    readonly payoutMultipliers: { readonly escape: number; readonly escapeWithTreasure: number };
  };
  readonly metadata: Readonly<Record<string, unknown>>;
  /** The original's outcome-changing quirks, each reproduced while true (the default); false opts out. */
  readonly quirks: RulesetQuirks;
}

/** The original's quirks a ruleset may opt out of (README, "Dungeon: the original's quirks"). */
export interface RulesetQuirks {
  /** A monster step never kills on its own and emits no monster_move (kills come from a player stepping on it, from it standing on a player when its phase starts, and from the end-of-tick check). */
  readonly monsterStepNoKill: boolean;
  /** When everyone dies, the best-ranked dead player is still named winnerId (and gets the placement bonus). */
  readonly winnerWhenAllDead: boolean;
  /** Score attack: escaping never ends the match, even for the last player in play; it runs to its deadline. */
  readonly lastEscapeKeepsOpen: boolean;
  /** With two rooms or fewer a match's monster starts at (0, 0), inside the wall, and never moves. */
  readonly monsterAtOriginFewRooms: boolean;
  /** A match digs its map with the process default preset's rooms, corridors, openness and treasure room, taking only the size from its own preset. */
  readonly mapFromDefaultPreset: boolean;
}

/** A partial ruleset as authored (every field optional). */
export interface RulesetSpec {
  id?: string;
  label?: string;
  mode?: string;
  world?: { difficultyPreset?: string; maps?: number | string };
  entities?: { monster?: boolean; monsterCount?: number | string; pvpCombat?: boolean | number | string };
  players?: { min?: number | string; max?: number | string };
  winCondition?: { type?: string };
  timing?: { tickMs?: number | string; minDurationMs?: number | string; hardCeilingMs?: number | string; blockDeadline?: boolean };
  economy?: { model?: string; houseFeePercent?: number; payoutMultipliers?: { escape?: number; escapeWithTreasure?: number } };
  metadata?: Record<string, unknown>;
  quirks?: Partial<Record<keyof RulesetQuirks, boolean>>;
}

/** A grid position. */
export interface Point {
  x: number;
  y: number;
}

/** The four step directions. */
export type Dir = 'N' | 'E' | 'S' | 'W';

/** Tile characters of the compact grid (one string per row). */
export const TILE = {
  FLOOR: '.', // the original's '1
  FLOOR_MARKED: ',', // the original's '2 (decorative, walkable)
  WALL: '#',
  TORCH: 'T', // a wall with a torch
} as const;

export type MatchStatus = 'starting' | 'active' | 'finished' | 'cancelled';

/** How a player died. */
export type KilledBy = 'monster' | 'forfeit' | 'afk' | string;

/** One entrant's match state (the original's player state, plus position and name). */
export interface PlayerState {
  id: string;
  name: string;
  colour: string;
  entrantSlot: number;
  x: number;
  y: number;
  facing: Dir;
  alive: boolean;
  finished: boolean;
  escaped: boolean;
  hasTreasure: boolean;
  placement: number | null;
  killedBy: KilledBy | null;
  score: number;
  moves: number;
  deathOrder: number | null;
}

/**
 * The shared monster. `speed` is its moves per player move in thousandths (SPEED_UNIT = one move),
 * and `acc` accumulates it in the same integer unit; `memory` is the last position it saw its target.
 */
export interface MonsterState {
  x: number;
  y: number;
  speed: number;
  vision: number;
  aggressiveness: number;
  acc: number;
  memory: Point | null;
}

/** One generated level. */
export interface DungeonMap {
  /** The seed this level was generated from (level k > 1: `<seed>:L<k>`); its stream feeds the wandering. */
  seed: string;
  width: number;
  height: number;
  rows: string[];
  entrance: Point;
  exit: Point;
  treasure: Point | null;
  monsterSpawn: Point;
  rooms: number;
  attempt: number;
  fingerprint: string;
}

/** A chat order: a path of up to 8 steps, a route to the exit or the treasure, or waiting. */
export type DungeonOrder =
  | { kind: 'move'; steps: Dir[] }
  | { kind: 'exit' }
  | { kind: 'treasure' }
  | { kind: 'wait' };

/** The whole match state (room + turn bookkeeping). Plain JSON. */
export interface DungeonState {
  v: 1;
  ruleset: Ruleset;
  seed: string;
  seedHash: string;
  /** Draws taken so far from the level seed's sha256 stream (generation, then monster wandering). */
  draws: number;
  status: MatchStatus;
  tick: number;
  level: number;
  levels: number;
  map: DungeonMap;
  /** Treasure lying on the floor (null when carried or gone). */
  treasure: Point | null;
  players: PlayerState[];
  monster: MonsterState | null;
  /** Queued intents for the current tick, by player id (the last one counts). */
  intents: Record<string, Dir>;
  deathCount: number;
  winnerId: string | null;
  endReason: string | null;
  /** Game time (ticks × tickMs) at which the active-play floor is met. */
  minDurationMs: number;
  hardCeilingMs: number;
  startHeight: number | null;
  endBlockHeight: number | null;
  /** Turn bookkeeping for chat play. */
  turn: number;
  /** Orders given per turn (replay input), by seat. */
  log: Record<string, DungeonOrder>[];
  /** Digest after each resolved turn (replay keyframes). */
  keyframes: string[];
  names: string[];
  /** The room's player cap (2..32). */
  maxPlayers: number;
  /** `live`: a real-time match (dungeon-game.ts LIVE_SUFFIX), one tick a turn; absent in turns. */
  /** `world`: the operator's world settings the match was set up with; `env`: the same in the original's variables, as states stored before worlds were typed hold it. */
  options: { chain: string | null; difficulty: Record<string, unknown> | null; world?: DungeonWorld | null; env?: Record<string, string> | null; live?: true };
}

/** A player as a viewer sees them. */
export interface ViewPlayer {
  seat: number;
  id: string;
  name: string;
  colour: string;
  x: number;
  y: number;
  facing: Dir;
  status: 'alive' | 'dead' | 'escaped' | 'out';
  hasTreasure: boolean;
  moves: number;
  placement: number | null;
  killedBy: string | null;
}

/** One row of the live or final standings. */
export interface Standing {
  place: number;
  seat: number;
  id: string;
  name: string;
  status: ViewPlayer['status'];
  score: number;
  /** How this player stands or ended, in words ("still inside, 4 tiles from the exit", "caught by the monster"). */
  ended: string;
  /** Why the player is at this place: `ended`, then the ranking key that sets it above the next player. */
  why: string;
}

/** The client-safe ruleset summary. */
export interface RulesetSummary {
  id: string;
  label: string;
  mode: RulesetMode;
  description: string;
  winCondition: WinType;
  pvpCombat: boolean;
}

/** What one viewer may know of a match: the only input renders and front ends get while it is live. */
export interface DungeonView {
  game: 'dungeon';
  viewer: Viewer;
  /** The seat this view is for, or null for spectators and full views. */
  seat: number | null;
  ruleset: RulesetSummary;
  status: MatchStatus;
  tick: number;
  turn: number;
  level: number;
  levels: number;
  width: number;
  height: number;
  /** The compact grid: `height` strings of `width` TILE characters. */
  rows: string[];
  entrance: Point;
  exit: Point;
  /** The treasure on the floor, or null when carried or gone. */
  treasure: Point | null;
  players: ViewPlayer[];
  /** The monster where this viewer can see it, else null (`monsterPresent` says whether there is one). */
  monster: Point | null;
  monsterPresent: boolean;
  /** Monster vision range in tiles (for drawing sight radii). */
  monsterVision: number;
  standings: Standing[];
  winnerId: string | null;
  endReason: string | null;
  over: boolean;
}

/** One placement of the results, best first. */
export interface DungeonPlacement {
  seat: number;
  id: string;
  name: string;
  place: number;
  score: number;
  status: ViewPlayer['status'];
  hasTreasure: boolean;
  moves: number;
  killedBy: string | null;
  /** How this player's match ended, in words ("escaped with the treasure", "caught by the monster", "struck down by ada"). */
  ended: string;
  /** Why the player is placed here: how it ended, then the ranking key that sets it above the next player. */
  why: string;
}

/** Results of a finished match: the seed's `{ reason, winnerId, placements }` plus the contract's fields. */
export interface DungeonResults extends GameResults {
  reason: string;
  winnerId: string | null;
  placements: DungeonPlacement[];
  winners: number[];
  summary: string;
  rulesetId: string;
  collective: boolean;
  /** The end screen's headline: "<name> wins" only for a winner who survived; else what happened ("everyone fell; ada placed first (fewer moves (3 vs 9)), named winner by the original's rule"). */
  headline: string;
  /** Each of the original's quirks that shaped this outcome, in words (README lists them). */
  quirkNotes: string[];
}
