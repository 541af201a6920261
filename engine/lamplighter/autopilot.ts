// The autopilot: the reference player and the chat baseline. It lights every lamp nearest first,
// buys wick then reach in lamplight, rests in lamplight before a crossing (Dread down first: a full
// bar slows the taper) and, when the Pale hunts, waits under the lamp until it has struck and gone.
import { PALE } from './constants.ts';
import { runTurn } from './turns.ts';
import { dist, gaslight } from './street.ts';
import { targetOf } from './taper.ts';
import { canBuy } from './upgrades.ts';
import type { Round } from './round.ts';
import type { LamplighterOrder, RoundState, UpgradeName } from './types.ts';

/** The autopilot's tuning, one table. */
export const AUTOPILOT = Object.freeze({
  /** Buying order: wick to the top first, then reach, then stride. */
  buys: ['wick', 'wick', 'wick', 'reach', 'reach', 'stride'] as UpgradeName[],
  /** Rest in lamplight before a crossing until Dread is at most this. */
  restTo: 6,
  /** With the Pale this near and hunting or searching, no crossing starts. */
  paleNear: 18,
  /** The rest order's length, seconds. */
  restSeconds: 0.5,
  /** Runs between lamps while the lantern holds more than this. */
  runAbove: 30,
});

/** The next rank of the buying plan not yet bought, or null. */
function nextBuy(ranks: Record<UpgradeName, number>): UpgradeName | null {
  const seen: Record<UpgradeName, number> = { reach: 0, stride: 0, wick: 0 };
  for (const name of AUTOPILOT.buys) {
    seen[name]++;
    if (ranks[name] < seen[name]) return name;
  }
  return null;
}

/** The dark lamp this seat should go for: the nearest one no partner has a hand on. */
function goal(s: RoundState, seat: number): number {
  const p = s.players[seat];
  const t = targetOf(s, p);
  if (s.players.length === 1 || t.index < 0) return t.index;
  let best = -1, bd = Infinity;
  s.lamps.forEach((l, i) => {
    if (l.lit || l.holders.some((h) => h !== seat)) return;
    // Partners split the street: seat k prefers lamps whose index is k modulo the seat count.
    const d = dist(p.x, p.y, l.x, l.y) + (i % s.players.length === seat ? 0 : 6);
    if (d < bd) { bd = d; best = i; }
  });
  return best >= 0 ? best : t.index;
}

/** The autopilot's order for a seat now (the Game contract's baseline). */
export function autopilotOrder(s: RoundState, seat: number): LamplighterOrder {
  const p = s.players[seat];
  if (!p || !p.alive || s.phase === 'won' || s.phase === 'lost') return { kind: 'wait', seconds: 1 };
  const lit = gaslight(s.street, s.lamps, p.x, p.y).inLamplight;
  if (lit) {
    const next = nextBuy(p.upgrades);
    if (next && canBuy(s, seat, next).ok) return { kind: 'buy', upgrade: next };
  }
  const t = targetOf(s, p);
  const g = goal(s, seat);
  if (t.inReach && (g === t.index || s.players.length === 1)) return { kind: 'light' };
  if (g < 0) return { kind: 'wait', seconds: 1 };
  const paleThreat = s.paleOn && (s.paleState === 'hunt' || s.paleState === 'search')
    && p.paleDist !== null && p.paleDist < AUTOPILOT.paleNear;
  if (lit && (p.dread > AUTOPILOT.restTo || paleThreat)) return { kind: 'wait', seconds: AUTOPILOT.restSeconds };
  if (!lit && paleThreat && s.pale.target === seat && p.paleDist !== null && p.paleDist < PALE.seeLantern) return { kind: 'retreat' };
  return { kind: p.oil > AUTOPILOT.runAbove ? 'run' : 'walk', lamp: g + 1 };
}

/** Plays a round to its end with the autopilot in every seat, through tick(). Returns the turns taken. */
export function playAutopilot(round: Round, maxTurns = 5000): number {
  let turns = 0;
  while (round.state.phase !== 'won' && round.state.phase !== 'lost' && turns < maxTurns) {
    const s = round.state;
    runTurn(round, s.players.map((p) => (p.alive ? autopilotOrder(s, p.seat) : null)));
    turns++;
  }
  return turns;
}
