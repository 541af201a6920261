// One harness for whole matches in which each seat is played by a policy: the game's baseline, one
// of its built-in bots, a blind trivial policy, or any function of the seat's view (an agent). The
// depth bench (issue 29), the tournament and the agent protocol (issue 32) all play through it, so a
// seat's player sees exactly its seat's view wherever it plays. Pure: no clock, no I/O.
import { decisionSeed, type BotContext, type BotStrength, type TrivialPolicy } from '../core/bots.ts';
import type { Game, GameEvent, GameResults, Parsed, Seat, SetupOptions } from '../core/game.ts';

/** A seat's player as a function of its view: returns a typed order or a text order. */
export type DecideFn = (view: unknown, seat: number, ctx: BotContext) => unknown;

/** How one seat is played. */
export type SeatPlayer =
  | { kind: 'baseline' }
  | { kind: 'bot'; strength: BotStrength }
  | { kind: 'trivial'; policy: TrivialPolicy }
  | { kind: 'decide'; decide: DecideFn };

/**
 * A seat played by something that answers in its own time (an outside agent over a pipe or a socket):
 * asked each awaited turn with the state (from which it tells the seat only the seat's view) and the
 * events since its last turn; it resolves with the order, or with why none is played (the fallback).
 */
export interface AsyncSeatPlayer {
  kind: 'async';
  turn(state: unknown, seat: number, events: readonly GameEvent[]): Promise<Parsed<unknown>>;
  /** Told once the match is over. */
  end?(results: GameResults | null, seat: number, state: unknown): void | Promise<void>;
}

/** A match played by policies. */
export interface PolicyMatch {
  /** The match's results, or null when it did not end within `maxTurns` (nobody won). */
  results: GameResults | null;
  /** Turns resolved. */
  turns: number;
  /** Turns in which a seat's policy gave no order its game accepted (the baseline played them), by seat. */
  fallbacks: Map<number, number>;
  /** The first refusal of each seat's policy, for reports. */
  refusals: Map<number, string>;
  state: unknown;
}

/** Options of `playPolicies`. */
export interface PolicyPlayOptions extends SetupOptions {
  /** Turns after which the match is abandoned unfinished, with no results (default 20,000). */
  maxTurns?: number;
}

/** Whether a game is played team against team (more than one team, and some team of several seats). */
export function isTeamGame(seats: readonly Seat[]): boolean {
  const teams = new Set(seats.map((s) => s.team));
  return teams.size > 1 && teams.size < seats.length;
}

/**
 * The seats a policy plays in a match of these seats: in a team game every seat of team number
 * `pick` (modulo the teams, in seat order); otherwise the one seat `pick` (modulo the seats).
 */
export function policySeats(seats: readonly Seat[], pick: number): number[] {
  if (isTeamGame(seats)) {
    const teams = [...new Set(seats.map((s) => s.team))];
    const team = teams[pick % teams.length];
    return seats.filter((s) => s.team === team).map((s) => s.index);
  }
  if (seats.length > 0 && new Set(seats.map((s) => s.team)).size === 1) return seats.map((s) => s.index);
  return [seats[pick % seats.length].index];
}

/** Whether the policy playing `seats` won the match (one of them is among its winners). */
export function policyWon(results: GameResults | null, seats: readonly number[]): boolean {
  return results !== null && results.winners.some((w) => seats.includes(w));
}

/** The typed order a seat's player gives now, or a refusal in one line. */
function orderOf(game: Game<any, any, any>, state: unknown, seat: number, player: SeatPlayer, ctx: BotContext): { ok: true; value: unknown } | { ok: false; error: string } {
  switch (player.kind) {
    case 'baseline':
      return { ok: true, value: game.baseline(state, seat) };
    case 'trivial': {
      let last = 'no order';
      for (const text of player.policy.orders) {
        const parsed = game.parseOrder(state, seat, text);
        if (parsed.ok) return parsed;
        last = parsed.error;
      }
      return { ok: false, error: last };
    }
    case 'bot': {
      const bot = game.bots?.[player.strength];
      if (!bot) return { ok: true, value: game.baseline(state, seat) };
      return game.parseOrder(state, seat, bot.decide(game.view(state, { kind: 'seat', seat }), seat, ctx));
    }
    case 'decide':
      return game.parseOrder(state, seat, player.decide(game.view(state, { kind: 'seat', seat }), seat, ctx));
  }
}

/** Counts a seat's fallback turn and keeps its first refusal. */
function fallback(m: PolicyMatch, seat: number, error: string): void {
  m.fallbacks.set(seat, (m.fallbacks.get(seat) ?? 0) + 1);
  if (!m.refusals.has(seat)) m.refusals.set(seat, error);
}

/** The results of a match that ended, or a one-line error for a game that ended without any. */
function finalResults(game: Game<any, any, any>, state: unknown): GameResults {
  const results = game.results(state);
  if (!results) throw new Error(`${game.id} ended without results`);
  return results;
}

/**
 * Plays a whole match of `rulesetId` from `seed`, each awaited seat's order from its player (seats
 * not in `players` play the baseline). An order the game refuses is left out, so the baseline plays
 * that seat's turn, and the turn is counted as the seat's fallback.
 */
export function playPolicies(game: Game<any, any, any>, rulesetId: string, seed: number | string, players: ReadonlyMap<number, SeatPlayer>, options: PolicyPlayOptions = {}): PolicyMatch {
  const { maxTurns = 20_000, ...setup } = options;
  const m: PolicyMatch = { results: null, turns: 0, fallbacks: new Map(), refusals: new Map(), state: game.setup(rulesetId, seed, setup) };
  while (!game.isOver(m.state)) {
    if (m.turns >= maxTurns) return m;
    const turn = game.turn(m.state);
    const orders = new Map<number, unknown>();
    for (const seat of game.awaiting(m.state)) {
      const got = orderOf(game, m.state, seat, players.get(seat) ?? { kind: 'baseline' }, { rulesetId, seed: decisionSeed(seed, turn, seat) });
      if (got.ok) orders.set(seat, got.value);
      else fallback(m, seat, got.error);
    }
    m.state = game.resolveTurn(m.state, orders).state;
    m.turns++;
  }
  m.results = finalResults(game, m.state);
  return m;
}

/**
 * `playPolicies` with seats that may answer in their own time (`AsyncSeatPlayer`): each turn the
 * awaited seats are asked at once, and the turn resolves when every one has answered or given up.
 */
export async function playPoliciesAsync(game: Game<any, any, any>, rulesetId: string, seed: number | string, players: ReadonlyMap<number, SeatPlayer | AsyncSeatPlayer>, options: PolicyPlayOptions = {}): Promise<PolicyMatch> {
  const { maxTurns = 20_000, ...setup } = options;
  const m: PolicyMatch = { results: null, turns: 0, fallbacks: new Map(), refusals: new Map(), state: game.setup(rulesetId, seed, setup) };
  const unseen = new Map<number, GameEvent[]>();
  for (const [seat, p] of players) if (p.kind === 'async') unseen.set(seat, []);
  while (!game.isOver(m.state) && m.turns < maxTurns) {
    const turn = game.turn(m.state);
    const state = m.state;
    const asked = game.awaiting(state).map(async (seat): Promise<[number, Parsed<unknown>]> => {
      const p = players.get(seat) ?? { kind: 'baseline' };
      if (p.kind !== 'async') return [seat, orderOf(game, state, seat, p, { rulesetId, seed: decisionSeed(seed, turn, seat) })];
      const events = unseen.get(seat) ?? [];
      unseen.set(seat, []);
      return [seat, await p.turn(state, seat, events)];
    });
    const orders = new Map<number, unknown>();
    for (const [seat, got] of await Promise.all(asked)) {
      if (got.ok) orders.set(seat, got.value);
      else fallback(m, seat, got.error);
    }
    const next = game.resolveTurn(state, orders);
    for (const list of unseen.values()) list.push(...next.events);
    m.state = next.state;
    m.turns++;
  }
  if (game.isOver(m.state)) m.results = finalResults(game, m.state);
  for (const [seat, p] of players) if (p.kind === 'async') await p.end?.(m.results, seat, m.state);
  return m;
}
