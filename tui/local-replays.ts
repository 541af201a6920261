// Matches played in real time in this process (a live Dungeon run, a live Lamplighter round) never
// pass through the match service, so the archive never sees them. They are kept here, per player
// and newest first, so the Replays list offers them next to the archived matches.
import type { ReplaySource } from './app-types.ts';

/** A live match kept for the Replays list. */
export interface LocalReplay {
  finishedAt: number;
  game: string;
  ruleset: string;
  summary: string;
  source: Extract<ReplaySource, { kind: 'local' }>;
}

/** Most live matches kept per player (their frames are held in memory). */
export const LOCAL_REPLAYS_KEPT = 10;

const byPlayer = new Map<string, LocalReplay[]>();

/** Keeps a finished live match for a player (the oldest goes beyond LOCAL_REPLAYS_KEPT). */
export function keepLocalReplay(playerId: string, entry: LocalReplay): void {
  const list = [entry, ...(byPlayer.get(playerId) ?? [])].slice(0, LOCAL_REPLAYS_KEPT);
  byPlayer.set(playerId, list);
}

/** The player's kept live matches, newest first. */
export function localReplays(playerId: string): readonly LocalReplay[] {
  return byPlayer.get(playerId) ?? [];
}
