// The autopilot as a live hand: one tick input at a time for a seat of a real-time round (a bot
// partner in co-op, a demo), choosing orders the way chat turns do: a new order when the last one
// ends, at a decision point, or after 8 s.
import { CLOCK, TURNS } from './constants.ts';
import { autopilotOrder } from './autopilot.ts';
import { beginIntent, intentInput, type Intent } from './intent.ts';
import type { Round } from './round.ts';
import { DECISION_EVENTS } from './turns.ts';
import type { TickInput } from './types.ts';

/** A live autopilot for one seat: call input() before each tick of the round. */
export interface AutopilotHand {
  readonly seat: number;
  input(): TickInput;
}

/** An autopilot hand for a seat of a live round. */
export function autopilotHand(round: Round, seat: number): AutopilotHand {
  let intent: Intent | null = null;
  let seenTick = -1;
  return {
    seat,
    input(): TickInput {
      const s = round.state;
      const p = s.players[seat];
      if (!p || !p.alive || s.phase === 'won' || s.phase === 'lost') return {};
      // A decision point in the last tick (for anyone) ends the order in hand, as in chat.
      if (intent && s.tick !== seenTick && round.lastEvents.some((e) => DECISION_EVENTS.has(e.type))) intent = null;
      seenTick = s.tick;
      if (intent && s.tick - intent.startTick >= TURNS.maxSeconds * CLOCK.hz) intent = null;
      for (let tries = 0; tries < 4; tries++) {
        if (!intent) intent = beginIntent(s, seat, autopilotOrder(s, seat), []);
        const r = intentInput(s, seat, intent);
        if (r.status === 'go') return r.input;
        intent = null;
      }
      return {};
    },
  };
}
