// What every command, component handler and event of the bot is given: the match service, the
// REST client, the message editor and the bot's settings. Nothing in here holds game state.
import type { REST } from 'discord.js';
import type { MatchService } from '../engine/match/service.ts';
import type { Logger } from '../runtime/logger.ts';
import type { MatchHomes } from './match-home.ts';
import type { MatchMessageEditor } from './message-editor.ts';
import type { LivingViews } from './living-views.ts';
import type { Players } from './players.ts';
import type { RenderPool } from './render-pool.ts';
import type { TurnPings } from './turn-pings.ts';

/** Tunables of one bot process. */
export interface BotSettings {
  /** Least time between two edits of one match message (Discord allows about 5 edits in 5 s). */
  editIntervalMs: number;
  /** How often the event streams and due turns are polled. */
  pollMs: number;
  /** Per-turn order deadline for new matches (undefined: each ruleset's own). */
  turnSeconds?: number;
  /** The dungeon ruleset `/play game:dungeon` opens when none is given (MATCH_RULESET_ID, failing closed to race). */
  dungeonRuleset: string;
  /** Whether dungeon matches may be opened at all (MATCH_ENABLED). */
  dungeonEnabled: boolean;
  /** What the operator set per game, by game id (built from the settings above): `/play` reads only this. */
  games: Record<string, GameSwitch>;
  /** Consumer group and this process's consumer name on match event streams. */
  group: string;
  consumer: string;
}

/** The operator's word on one game: whether it may be opened, why not, and its default ruleset. */
export interface GameSwitch {
  enabled: boolean;
  /** Why it is off, for the refusal ("MATCH_ENABLED is not true"). */
  offReason?: string;
  /** The ruleset `/play` opens when none is given (else the game's own default). */
  defaultRuleset?: string;
}

/** The bot's shared parts. */
export interface BotContext {
  service: MatchService;
  rest: REST;
  appId: string;
  now: () => number;
  log: Logger;
  homes: MatchHomes;
  editor: MatchMessageEditor;
  players: Players;
  settings: BotSettings;
  /** The worker threads every picture is drawn on. */
  renders: RenderPool;
  /** Starts posting a match's events from this process (a lobby just opened here). */
  watch: (matchId: string) => void;
  /** Posts a match's new events now (the match just started here) instead of at the next poll. */
  nudge: (matchId: string) => void;
  /** The players' private views, edited each turn. */
  views: LivingViews;
  /** Turn pings and reminders. */
  pings: TurnPings;
  /** Observes how long rendering took (metrics), when metrics are on. */
  observeRender?: (kind: string, seconds: number) => void;
  /** An order the bot refused before the match service saw it (the service's own refusals are counted where it is wrapped). */
  onOrderRefused?: (matchId: string | null, reason: string) => void;
}
