// A chat turn: every lamplighter's intent carried out tick by tick until a decision point (an
// intent done or impossible, a lamp lit or failed, the Pale noticing or striking, Dread crossing
// 50/75/90, a lantern running dry, the round ending) or 8 s.
import { CLOCK, TURNS } from './constants.ts';
import { beginIntent, intentInput, type Intent } from './intent.ts';
import type { Round } from './round.ts';
import type { LamplighterOrder, RoundEvent, TickInput } from './types.ts';

/** Round events that end a turn. */
export const DECISION_EVENTS: ReadonlySet<RoundEvent['type']> = new Set([
  'lampLit', 'lampFailed', 'paleNoticed', 'paleCaught', 'dreadCrossed', 'lanternDry', 'lamplighterLost', 'roundOver',
]);

/** What a turn did: its events (round events plus intent ends) and how many ticks it ran. */
export interface TurnRun {
  events: (RoundEvent | { type: 'intentDone' | 'intentImpossible'; tick: number; seat: number; order: LamplighterOrder })[];
  ticks: number;
  /** Each seat's lowest oil during the turn (the lantern refills in lamplight, so the end hides it). */
  oilLow: number[];
}

/** Runs one turn on a round: `orders[seat]` for each lamplighter (null = stand). */
export function runTurn(round: Round, orders: readonly (LamplighterOrder | null)[]): TurnRun {
  const s = round.state;
  const events: TurnRun['events'] = [];
  const begun: RoundEvent[] = [];
  const intents: (Intent | null)[] = s.players.map((p, i) => (p.alive && orders[i] ? beginIntent(s, i, orders[i]!, begun) : null));
  events.push(...begun);
  const ended = intents.map((it) => it === null);
  const limit = TURNS.maxSeconds * CLOCK.hz;
  const oilLow = s.players.map((p) => p.oil);
  let ticks = 0;
  for (;;) {
    if (s.phase === 'won' || s.phase === 'lost') break;
    const inputs: TickInput[] = [];
    let endedNow = false;
    for (let i = 0; i < intents.length; i++) {
      const it = intents[i];
      if (!it || ended[i]) { inputs.push({}); continue; }
      const r = intentInput(s, i, it);
      if (r.status !== 'go') {
        ended[i] = true;
        endedNow = true;
        events.push({ type: r.status === 'done' ? 'intentDone' : 'intentImpossible', tick: s.tick, seat: i, order: it.order });
      }
      inputs.push(r.input);
    }
    // The turn ends when an order ends after it has run, or when every order ended at once.
    if ((endedNow && ticks > 0) || ended.every(Boolean)) break;
    const evs = round.tick(inputs);
    ticks++;
    s.players.forEach((p, i) => { if (p.oil < oilLow[i]) oilLow[i] = p.oil; });
    events.push(...evs);
    if (evs.some((e) => DECISION_EVENTS.has(e.type)) || ticks >= limit) break;
  }
  return { events, ticks, oilLow };
}
