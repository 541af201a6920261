// MatchEngine: a thin, transport-agnostic tick driver for real-time play. It owns no timer: the
// caller injects a scheduler (the terminal UI passes one built on setInterval; tests a manual one)
// and the engine calls `room.resolveTick()` every `tickMs`, reporting events and the end.
import type { GameEvent } from '../core/game.ts';
import { dungeonResults } from './dungeon-game.ts';
import type { MatchRoom } from './match-room.ts';
import type { Dir, DungeonResults } from './types.ts';

/** Runs `fn` every `ms` milliseconds until the returned cancel function is called. */
export interface TickScheduler {
  every(ms: number, fn: () => void): () => void;
}

/** The least time between accepted moves of one player (the original's per-socket limit). */
export const MOVE_RATE_MS = Object.freeze({ match: 60, solo: 100 });

export interface MatchEngineOptions {
  tickMs?: number;
  scheduler: TickScheduler;
  onTick?: (events: GameEvent[], room: MatchRoom) => void;
  onEnd?: (results: DungeonResults, room: MatchRoom) => void;
}

/** Drives a MatchRoom in real time: one resolveTick per tickMs from the injected scheduler. */
export class MatchEngine {
  readonly tickMs: number;
  private cancel: (() => void) | null = null;
  private ended = false;
  private readonly lastMove = new Map<string, number>();

  constructor(readonly room: MatchRoom, private readonly opts: MatchEngineOptions) {
    this.tickMs = opts.tickMs ?? room.state.ruleset.timing.tickMs;
  }

  /** Starts the room (if still starting) and the tick loop. */
  start(): void {
    if (this.cancel || this.ended) return;
    if (this.room.state.status === 'starting') this.room.start();
    this.cancel = this.opts.scheduler.every(this.tickMs, () => this.step());
  }

  /** Queues a player's step for the next tick (the last one counts); with `nowMs`, at most one move per 60 ms (solo 100 ms). */
  queue(playerId: string, dir: Dir, nowMs?: number): boolean {
    if (nowMs !== undefined) {
      const gap = this.room.state.ruleset.mode === 'solo' ? MOVE_RATE_MS.solo : MOVE_RATE_MS.match;
      const last = this.lastMove.get(playerId);
      if (last !== undefined && nowMs - last < gap) return false;
    }
    const ok = this.room.queueMove(playerId, dir);
    if (ok && nowMs !== undefined) this.lastMove.set(playerId, nowMs);
    return ok;
  }

  /** One tick now: resolves it, reports events, and stops and reports the results once the match is over. */
  step(): void {
    if (this.ended) return;
    this.room.resolveTick();
    const events = this.room.drainEvents();
    if (events.length) this.opts.onTick?.(events, this.room);
    this.checkEnd();
  }

  /** Ends the match from outside (deadline, ceiling) and reports it. */
  expire(reason: string): void {
    if (this.room.expire(reason)) {
      const events = this.room.drainEvents();
      if (events.length) this.opts.onTick?.(events, this.room);
    }
    this.checkEnd();
  }

  private checkEnd(): void {
    const s = this.room.state;
    if (s.status !== 'finished' && s.status !== 'cancelled') return;
    this.stop();
    this.ended = true;
    const r = dungeonResults(s);
    if (r) this.opts.onEnd?.(r, this.room);
  }

  /** Stops the tick loop (the match stays as it is). */
  stop(): void {
    this.cancel?.();
    this.cancel = null;
  }

  get running(): boolean {
    return this.cancel !== null;
  }
}
