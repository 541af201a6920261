// Timing (seed "Timing and block deadlines", facts §7): matchScheduler's precedence, block
// deadlines with the strict-height rule and the active-play floor, idempotent polls, and the
// hard-ceiling watchdog. Times are passed in (ms); the engine owns no timers.
import type { Env } from './difficulty.ts';
import type { HeaderSource } from './header-source.ts';
import type { MatchRoom } from './match-room.ts';
import type { Ruleset } from './types.ts';

/** Timing defaults (facts §7). */
export const TIMING_DEFAULTS = Object.freeze({
  tickMs: 250,
  minDurationMs: 20_000,
  hardCeilingMs: 240_000,
  countdownMs: 3_000,
  schedulerMaxPlayers: 4,
  reconnectGraceMs: 30_000,
  cleanupMs: 30_000,
  finishRetryMs: 5_000,
});

export interface MatchTiming {
  tickMs: number;
  minDurationMs: number;
  hardCeilingMs: number;
  blockDeadline: boolean;
}

const envNum = (v: string | undefined): number => {
  const n = Number(v);
  return v !== undefined && Number.isFinite(n) ? n : 0;
};

/** The timing precedence: argument, then MATCH_TICK_MS / MATCH_MIN_DURATION_MS / MATCH_HARD_CEILING_MS, then ruleset, then default (a 0 falls through, as in the original). */
export function resolveMatchTiming(args: Partial<MatchTiming> = {}, env: Env = {}, ruleset?: Ruleset | null): MatchTiming {
  const t = ruleset?.timing;
  return {
    tickMs: args.tickMs || envNum(env.MATCH_TICK_MS) || t?.tickMs || TIMING_DEFAULTS.tickMs,
    minDurationMs: args.minDurationMs || envNum(env.MATCH_MIN_DURATION_MS) || t?.minDurationMs || TIMING_DEFAULTS.minDurationMs,
    hardCeilingMs: args.hardCeilingMs || envNum(env.MATCH_HARD_CEILING_MS) || t?.hardCeilingMs || TIMING_DEFAULTS.hardCeilingMs,
    blockDeadline: args.blockDeadline ?? t?.blockDeadline ?? true,
  };
}

/** Block counts to heights: height = count − 1, and only a count higher than any seen advances. */
export class BlockTracker {
  private highest = -1;

  /** The new height if this count advances, else null. */
  observeCount(count: number): number | null {
    const h = count - 1;
    if (!Number.isInteger(h) || h <= this.highest) return null;
    this.highest = h;
    return h;
  }

  get height(): number {
    return this.highest;
  }
}

interface Managed {
  room: MatchRoom;
  timing: MatchTiming;
  attachedAtMs: number;
  activeSinceMs: number | null;
  floorMet: boolean;
}

/** Owns active rooms' clocks: block-deadline expiry and the hard-ceiling watchdog. */
export class MatchManager {
  private readonly rooms = new Map<string, Managed>();

  /** Attaches a room; the hard ceiling counts from here (so the countdown counts against it). */
  attach(id: string, room: MatchRoom, timing: MatchTiming, nowMs: number, startHeight: number): void {
    room.state.startHeight = startHeight;
    room.state.minDurationMs = timing.minDurationMs;
    room.state.hardCeilingMs = timing.hardCeilingMs;
    this.rooms.set(id, { room, timing, attachedAtMs: nowMs, activeSinceMs: null, floorMet: false });
  }

  /** The countdown ended: play starts and the active-play floor starts counting. */
  activate(id: string, nowMs: number): void {
    const m = this.rooms.get(id);
    if (!m) return;
    if (m.room.state.status === 'starting') m.room.start();
    m.activeSinceMs = nowMs;
  }

  /** The floor timer fired. */
  markFloor(id: string): void {
    const m = this.rooms.get(id);
    if (m) m.floorMet = true;
  }

  get(id: string): MatchRoom | undefined {
    return this.rooms.get(id)?.room;
  }

  detach(id: string): void {
    this.rooms.delete(id);
  }

  /** Expires, with `block_deadline`, every active room whose ruleset uses block deadlines, whose start height is strictly below h and whose floor is met. */
  expireBlockDeadlines(h: number, nowMs: number): string[] {
    const ended: string[] = [];
    for (const [id, m] of this.rooms) {
      const s = m.room.state;
      if (s.status !== 'active' || !m.timing.blockDeadline) continue;
      if (s.startHeight === null || !(h > s.startHeight)) continue;
      const floor = m.floorMet || (m.activeSinceMs !== null && nowMs - m.activeSinceMs >= m.timing.minDurationMs);
      if (!floor) continue;
      s.endBlockHeight = h;
      if (m.room.expire('block_deadline')) ended.push(id);
    }
    return ended;
  }

  /** The watchdog: expires with `hard_ceiling` every room attached for at least its hard ceiling. */
  checkHardCeilings(nowMs: number): string[] {
    const ended: string[] = [];
    for (const [id, m] of this.rooms) {
      if (nowMs - m.attachedAtMs >= m.timing.hardCeilingMs && m.room.expire('hard_ceiling')) ended.push(id);
    }
    return ended;
  }
}

/** Offers each advancing canonical header to the manager, before anything else is done with it. */
export class MatchScheduler {
  readonly tracker = new BlockTracker();

  constructor(readonly manager: MatchManager, readonly source: HeaderSource) {}

  /** A block count arrived: expire deadlines if it advances. Returns the rooms ended. */
  onBlockCount(count: number, nowMs: number): string[] {
    const h = this.tracker.observeCount(count);
    return h === null ? [] : this.manager.expireBlockDeadlines(h, nowMs);
  }

  /** Polls the header source once (duplicate polls are idempotent). */
  async poll(nowMs: number): Promise<string[]> {
    const tip = await this.source.tip();
    return tip ? this.onBlockCount(tip.height + 1, nowMs) : [];
  }
}
