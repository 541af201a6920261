// What every command, component handler and event of the bot is given: the match service, the
// REST client, the message editor and the bot's settings. Nothing in here holds game state.
import type { REST } from 'discord.js';
import type { MatchService } from '../engine/match/service.ts';
import type { Logger } from '../runtime/logger.ts';
import type { MatchHome, MatchHomes } from './match-home.ts';
import type { MatchMessageEditor } from './message-editor.ts';
import type { Players } from './players.ts';
import type { RenderPool } from './render-pool.ts';

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
  /** The players' private views, edited each turn (bot/living-views.ts). */
  views: SeatViews;
  /** Turn pings and reminders (bot/turn-pings.ts). */
  pings: Pings;
  /** Observes how long rendering took (metrics), when metrics are on. */
  observeRender?: (kind: string, seconds: number) => void;
  /** An order the bot refused before the match service saw it (the service's own refusals are counted where it is wrapped). */
  onOrderRefused?: (matchId: string | null, reason: string) => void;
}

// The two services below are declared here by what the handlers ask of them, so that their
// implementations (which are given this context) and the context do not import each other.

/** The players' private views, edited each turn (implemented by bot/living-views.ts). */
export interface SeatViews {
  /** Edits sent: whole refreshes (with picture) and views dropped once their token expired. */
  readonly sent: { refreshes: number; dropped: number };
  /** Remembers the interaction token a seat's private view can be edited through. */
  remember(matchId: string, seat: number, playerId: string, token: string, shows?: string, at?: number): void;
  /** Runs one edit of a seat's view after the ones already under way (edits never cross). */
  serial<T>(matchId: string, seat: number, edit: () => Promise<T>): Promise<T>;
  /** Redraws every living view of a match; how many were edited. */
  refresh(matchId: string): Promise<number>;
  /** Forgets a match's views (it ended). */
  forget(matchId: string): void;
}

/** Turn pings and reminders (implemented by bot/turn-pings.ts). */
export interface Pings {
  /** A turn opened: ping the awaited players, and set the reminder. */
  turnOpened(matchId: string, home: MatchHome): Promise<void>;
  /** A match ended: delete its ping and drop its reminder. */
  forget(matchId: string): Promise<void>;
  /** Drops every reminder (the bot stops). */
  stop(): void;
}

