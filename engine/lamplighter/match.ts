// A Lamplighter match for the Game contract: the round plus the turn count and the log of orders
// per turn with the digest after each (the replay is the seed, ruleset, options and that log).
import type { GameEvent, GameResults, HistoryCodec, ReplayCheck, ReplayDoc, SetupOptions } from '../core/game.ts';
import { isReplayDoc, ordersBySeat, ordersMap, REPLAY_FORMAT, REPLAY_VERSION } from '../core/replay.ts';
import { canonicalJson, digestJson } from '../core/digest.ts';
import { CLOCK } from './constants.ts';
import { autopilotOrder } from './autopilot.ts';
import { checkOrder, describeOrder } from './orders.ts';
import { wrapRound, type Round } from './round.ts';
import { rulesetOf } from './rulesets.ts';
import { createState, seedOf } from './state.ts';
import { describeKeys, runLiveTurn, type KeysOrder } from './live.ts';
import { runTurn } from './turns.ts';
import { afterPlanTurn, checkPlan, describePlan, planStep, type LamplighterCommand, type PlanOrder } from './plan.ts';
import type { LamplighterOrder, RoundState, StreetData, UpgradeRanks } from './types.ts';

/** The match state the store keeps: plain JSON. */
export interface LamplighterMatch {
  game: 'lamplighter';
  v: 1;
  round: RoundState;
  options: { pale: boolean; street: StreetData | null; names: string[] };
  turn: number;
  /** The orders in hand last turn, described, by seat. */
  intents: (string | null)[];
  log: { orders: (LamplighterOrder | KeysOrder | null)[]; digest: string; ticks: number }[];
  /** A real-time round's held keys by seat (live.ts): a seat that sends nothing keeps them. Not digested: the log holds what they did. */
  standing?: (KeysOrder | null)[];
  /** Plans in hand by seat (plan.ts); absent when nobody has one. Not digested: the log holds what they did. */
  plans?: (PlanOrder | null)[];
  /** Each seat's lowest oil during the last turn (shown, not digested). */
  oilLow?: number[];
}

/** The replay document (version 2, engine/core/replay.ts): inputs (orders per turn), never state, plus each turn's digest. */
export interface LamplighterReplay extends ReplayDoc<string> {
  game: 'lamplighter';
  seed: number;
  options: { pale: boolean; street: StreetData | null };
  orders: Record<string, LamplighterOrder | KeysOrder>[];
}

/** Version 1 (before issue 19): orders per turn as an array by seat, the ruleset as `ruleset`. */
interface LamplighterReplayV1 {
  game: 'lamplighter';
  v: 1;
  ruleset: string;
  seed: number;
  options: { pale: boolean; street: StreetData | null };
  turns: { orders: (LamplighterOrder | KeysOrder | null)[]; digest: string }[];
  digest: string;
}

/** A Lamplighter replay in the current shape, version 1 upgraded (the one place old documents are read); a one-line Error otherwise. */
export function readLamplighterReplay(doc: unknown): LamplighterReplay {
  if (isReplayDoc(doc, 'lamplighter')) {
    if (!Array.isArray(doc.orders) || doc.orders.length !== doc.digests.length) throw new Error('damaged lamplighter replay: orders and digests must be lists of one entry per turn');
    return doc as LamplighterReplay;
  }
  const d = doc as LamplighterReplayV1;
  if (!d || typeof d !== 'object' || d.game !== 'lamplighter' || !Array.isArray(d.turns) || (d as { version?: unknown }).version !== undefined) throw new Error('not a lamplighter replay');
  return {
    format: REPLAY_FORMAT, version: REPLAY_VERSION, game: 'lamplighter', rulesetId: d.ruleset, seed: d.seed,
    options: { pale: d.options?.pale, street: d.options?.street ?? null },
    orders: d.turns.map((t) => ordersBySeat(t.orders ?? [])), digests: d.turns.map((t) => t.digest),
  };
}

/** Digest of a match: the round's canonical JSON and the turn count. */
export function matchDigest(m: LamplighterMatch): string {
  return digestJson({ round: m.round, turn: m.turn });
}

/** A fresh match (options: `{ pale?: boolean, street?: StreetData, names? }`). */
export function setupMatch(rulesetId: string, seed: number | string, options: SetupOptions = {}): LamplighterMatch {
  const rs = rulesetOf(rulesetId);
  if (options.players !== undefined && options.players !== rs.lamplighters) {
    throw new Error(`${rs.id} is for ${rs.lamplighters} lamplighter${rs.lamplighters === 1 ? '' : 's'}, not ${String(options.players)}`);
  }
  if (options.pale !== undefined && typeof options.pale !== 'boolean') throw new Error('option pale must be true or false');
  const street = (options.street as StreetData | undefined) ?? null;
  const round = createState({ ruleset: rs.id, seed: seedOf(seed), pale: options.pale !== false, street: street ?? undefined });
  const names = Array.isArray(options.names) ? options.names.map(String) : [];
  return { game: 'lamplighter', v: 1, round, options: { pale: round.paleOn, street, names }, turn: 0, intents: round.players.map(() => null), log: [] };
}

/** Seats that must order now: every lamplighter still walking, until the round ends. */
export function awaitingSeats(m: LamplighterMatch): number[] {
  const s = m.round;
  if (s.phase === 'won' || s.phase === 'lost') return [];
  // A seat whose plan goes on by itself is not asked (plan.ts): its turns resolve without it.
  return s.players.filter((p) => p.alive && !m.plans?.[p.seat]).map((p) => p.seat);
}

/** Plans by seat for this turn: a plan given now, else one still in hand unless another order replaces it. */
function planOrders(m: LamplighterMatch, s: RoundState, orders: ReadonlyMap<number, LamplighterCommand>): (PlanOrder | null)[] {
  return s.players.map((p) => {
    const given = orders.get(p.seat);
    if (given?.kind === 'plan') {
      const ok = checkPlan(s, p.seat, given);
      return ok.ok ? ok.value : null;
    }
    return given ? null : m.plans?.[p.seat] ?? null;
  });
}

/** Resolves one turn (missing orders are the autopilot's, a plan in hand goes on); the input match is not mutated. */
/** The round of a turn being resolved, telling `onTick` of the state after each of its ticks (replay playback draws a frame per tick). */
function turnRound(s: RoundState, onTick?: (state: RoundState) => void): Round {
  const round = wrapRound(s);
  if (!onTick) return round;
  const watched: Round = Object.create(round);
  watched.tick = (input) => {
    const events = round.tick(input);
    onTick(round.state);
    return events;
  };
  return watched;
}

export function resolveMatchTurn(m: LamplighterMatch, orders: ReadonlyMap<number, LamplighterCommand>, onTick?: (state: RoundState) => void): { state: LamplighterMatch; events: GameEvent[] } {
  // The round is copied; logged turns never change once written, so the log is shared entry by entry.
  const next: LamplighterMatch = { ...m, round: JSON.parse(JSON.stringify(m.round)) as RoundState, options: m.options, intents: [...m.intents], log: [...m.log] };
  const s = next.round;
  if (s.phase === 'won' || s.phase === 'lost') return { state: next, events: [] };
  if (rulesetOf(s.ruleset).realtime) {
    const run = runLiveTurn(turnRound(s, onTick), m.standing ?? [], orders);
    const turn = next.turn;
    next.standing = run.standing;
    next.intents = run.chosen.map((o) => (o ? describeKeys(o) : null));
    next.turn += 1;
    next.log.push({ orders: run.chosen, digest: matchDigest(next), ticks: s.tick - m.round.tick });
    return { state: next, events: run.events.map((e) => ({ ...e, turn })) };
  }
  const plans = planOrders(m, s, orders);
  const chosen: (LamplighterOrder | null)[] = s.players.map((p) => {
    if (!p.alive) return null;
    const plan = plans[p.seat];
    const step = plan ? planStep(s, p.seat, plan) : null;
    if (step) return step;
    plans[p.seat] = null;
    const given = orders.get(p.seat);
    if (given && given.kind !== 'plan' && given.kind !== 'keys') {
      const ok = checkOrder(s, p.seat, given);
      if (ok.ok) return ok.value;
    }
    return autopilotOrder(s, p.seat);
  });
  const run = runTurn(turnRound(s, onTick), chosen);
  const after = plans.map((plan, seat) => (plan ? afterPlanTurn(s, seat, plan, run.events, run.ticks) : null));
  if (after.some(Boolean)) next.plans = after; else delete next.plans;
  next.oilLow = run.oilLow;
  const turn = next.turn;
  next.intents = chosen.map((o, seat) => (o ? (plans[seat] ? `${describePlan(plans[seat]!)} (now: ${describeOrder(o)})` : describeOrder(o)) : null));
  next.turn += 1;
  next.log.push({ orders: chosen, digest: matchDigest(next), ticks: run.ticks });
  const events: GameEvent[] = run.events.map((e) => ({ ...e, turn }));
  return { state: next, events };
}

/** The results once the round is over: co-op seats share the street's fate. */
export function matchResults(m: LamplighterMatch): (GameResults & Record<string, unknown>) | null {
  const s = m.round;
  if (s.phase !== 'won' && s.phase !== 'lost') return null;
  const time = s.playTicks / CLOCK.hz;
  const lampsLit = s.lamps.filter((l) => l.lit).length;
  const embersEarned = s.players.reduce((a, p) => a + p.embersEarned, 0);
  const ranks: UpgradeRanks[] = s.players.map((p) => ({ ...p.upgrades }));
  const won = s.phase === 'won';
  // Every seat shares the round's place; the score is the lamps that seat lit.
  const placements = s.players.map((p) => ({ seat: p.seat, place: 1, score: p.lampsLit }));
  const how = won ? `won in ${time.toFixed(1)} s` : `lost at ${time.toFixed(1)} s (${s.cause})`;
  return {
    reason: s.phase,
    placements,
    winners: won ? s.players.map((p) => p.seat) : [],
    summary: `${s.ruleset}: ${how}, ${lampsLit}/${s.lamps.length} lamps lit, ${embersEarned} Embers earned`,
    phase: s.phase,
    cause: s.cause,
    time,
    lampsLit,
    embersEarned,
    upgrades: s.players.length === 1 ? ranks[0] : ranks,
    lost: s.players.filter((p) => !p.alive).map((p) => ({ seat: p.seat, cause: p.cause, time: Math.max(0, p.lostTick) / CLOCK.hz })),
  };
}

/**
 * The split encoding (the Game contract's HistoryCodec): the turn log is the history, appended a
 * turn at a time, so a store rewrites only the round each turn; a real-time round of a few
 * minutes logs thousands of turns.
 */
export const LAMPLIGHTER_HISTORY: HistoryCodec<LamplighterMatch> = {
  encodeLive: (m) => JSON.stringify({ ...m, log: [] }),
  encodeChunk: (prev, next) => JSON.stringify(next.log.slice(prev ? prev.log.length : 0)),
  decodeFull(live, chunks) {
    const m = decodeMatch(live);
    if (chunks.length) m.log = chunks.flatMap((c) => JSON.parse(c) as LamplighterMatch['log']);
    return m;
  },
};

/** A stored match (whole, or its live part with the log left out). */
export function decodeMatch(text: string): LamplighterMatch {
  const m = JSON.parse(text) as LamplighterMatch;
  if (!m || m.game !== 'lamplighter' || m.v !== 1 || !m.round) throw new Error('not a lamplighter state');
  m.log ??= [];
  return m;
}

/** The replay document of a match so far. */
export function matchReplay(m: LamplighterMatch): LamplighterReplay {
  return {
    format: REPLAY_FORMAT, version: REPLAY_VERSION, game: 'lamplighter', rulesetId: m.round.ruleset, seed: m.round.seed,
    options: { pale: m.options.pale, street: m.options.street },
    orders: m.log.map((t) => ordersBySeat(t.orders)),
    digests: m.log.map((t) => t.digest),
  };
}

/** The match a replay starts from. */
export function setupFromReplay(d: LamplighterReplay): LamplighterMatch {
  return setupMatch(d.rulesetId, d.seed, { pale: d.options?.pale, street: d.options?.street ?? undefined });
}

/** Re-simulates a replay and checks every recorded digest. */
export function verifyMatchReplay(doc: unknown): ReplayCheck {
  let d: LamplighterReplay;
  let m: LamplighterMatch;
  try {
    d = readLamplighterReplay(doc);
    m = setupFromReplay(d);
  } catch (e) {
    return { ok: false, error: (e as Error).message };
  }
  for (let i = 0; i < d.orders.length; i++) {
    m = resolveMatchTurn(m, ordersMap(d.orders[i])).state;
    const got = m.log[m.log.length - 1];
    if (canonicalJson(ordersBySeat(got.orders)) !== canonicalJson(d.orders[i])) return { ok: false, error: `turn ${i}: an order was refused on replay`, turn: i, tick: m.round.tick };
    if (got.digest !== d.digests[i]) return { ok: false, error: `turn ${i}: digest ${got.digest} differs from the recorded ${d.digests[i]}`, turn: i, tick: m.round.tick };
  }
  const r = matchResults(m);
  return { ok: true, summary: r ? r.summary : `${d.orders.length} turns, round still ${m.round.phase}`, digest: matchDigest(m) };
}

/** Plays a whole match with the autopilot in every seat (the `sim` command and golden fixtures). */
export function playAutopilotMatch(rulesetId: string, seed: number, options: SetupOptions = {}, maxTurns = 5000): LamplighterMatch {
  let m = setupMatch(rulesetId, seed, options);
  while (awaitingSeats(m).length && m.turn < maxTurns) m = resolveMatchTurn(m, new Map()).state;
  return m;
}
