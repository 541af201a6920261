// The one error type of the match service: its message is the one line a player sees.

/** Why a request to the match service was refused (for front ends that branch on it). */
export type MatchErrorCode =
  | 'not-found' | 'not-host' | 'not-lobby' | 'not-running' | 'full' | 'seat-taken' | 'no-seat'
  | 'not-seated' | 'already-seated' | 'not-your-seat' | 'not-awaited' | 'late' | 'wrong-turn'
  | 'bad-order' | 'bad-request' | 'bad-link-code' | 'busy';

/** A refused request. `message` is one sentence: what was wrong and what is allowed. Nothing changed. */
export class MatchError extends Error {
  constructor(readonly code: MatchErrorCode, message: string) {
    super(message);
    this.name = 'MatchError';
  }
}

/** Shorthand used across engine/match. */
export function refuse(code: MatchErrorCode, message: string): never {
  throw new MatchError(code, message);
}
