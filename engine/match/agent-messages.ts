// The agent protocol's messages (docs/agent-protocol.md): what an outside program playing one seat is
// told and how its answer becomes an order. Pure: the transports (a child process's stdin/stdout, a
// TCP or WebSocket connection) live in runtime/agents/. An agent is told exactly what its seat's player
// may know: the seat's view (the one its picture is drawn from), the events of the turn as that seat may
// see them, the order grammar and the order pad's legal choices.
import { wordEvent } from '../core/event-words.ts';
import type { Game, GameEvent, GameResults, Parsed } from '../core/game.ts';
import type { PadPart } from '../core/pad.ts';

/** The protocol's name and version, sent in every hello. */
export const AGENT_PROTOCOL = 'lamplit-agent/1';

/** The first message: the match and the seat the agent plays. */
export interface HelloMessage {
  type: 'hello';
  protocol: typeof AGENT_PROTOCOL;
  game: string;
  title: string;
  ruleset: string;
  seat: number;
  seats: { index: number; team: string; role: string; alias: string }[];
  rules: string[];
  examples: string[];
  /** How long the agent has to answer each turn, in ms. */
  turnMs: number;
}

/** One legal choice of a pad part. */
export interface LegalChoice {
  value: string;
  label: string;
}

/** One part of an order as the order pad offers it now (only choices that may be taken). */
export interface LegalPart {
  key: string;
  kind: string;
  label: string;
  slot: number;
  choices: LegalChoice[];
}

/** A turn the agent's order is awaited for. */
export interface TurnMessage {
  type: 'turn';
  turn: number;
  /** Milliseconds the agent has to answer from when it is sent. */
  deadlineMs: number;
  /** The seat's view: what this seat's player may know, no more. */
  view: unknown;
  /** Events since the agent's last turn, as this seat may see them. */
  events: GameEvent[];
  /** The same events worded as the game's log words them. */
  happened: string[];
  /** The order grammar for this seat now. */
  grammar: string;
  /** The order pad's parts and their legal choices, for the draft the pad starts from. */
  legal: { parts: LegalPart[]; draft: string[]; draftLength: number };
}

/** Why the agent's answer was not played this turn (the seat's fallback played it). */
export interface NoticeMessage {
  type: 'notice';
  turn: number;
  kind: 'late' | 'malformed' | 'illegal' | 'crashed';
  message: string;
}

/** The match is over. */
export interface EndMessage {
  type: 'end';
  reason: string;
  summary: string;
  winners: number[];
  placements: { seat: number; place: number; score: number }[];
  /** The agent's seat's outcome. */
  you: { seat: number; won: boolean; place: number | null; score: number | null };
}

/** What the server sends an agent. */
export type ServerMessage = HelloMessage | TurnMessage | NoticeMessage | EndMessage;

/** An agent's answer to a turn: exactly one of a text order, a typed order or a pad draft. */
export interface OrderMessage {
  type: 'order';
  turn: number;
  text?: string;
  order?: unknown;
  draft?: string[];
}

/** The hello for `seat` of a match in `state`. */
export function helloMessage(game: Game<any, any, any>, rulesetId: string, players: number | undefined, seat: number, turnMs: number): HelloMessage {
  return {
    type: 'hello', protocol: AGENT_PROTOCOL, game: game.id, title: game.title, ruleset: rulesetId, seat,
    seats: game.seats(rulesetId, players).map((s) => ({ index: s.index, team: s.team, role: s.role, alias: s.alias })),
    rules: [...game.rulesText], examples: [...game.orderExamples], turnMs,
  };
}

/** The pad's parts with only the choices that may be taken now. */
function legalParts(parts: readonly PadPart[]): LegalPart[] {
  return parts.map((p) => ({
    key: p.key, kind: p.kind, label: p.label, slot: p.slot,
    choices: [...p.choices, ...(p.grid?.columns ?? []), ...(p.grid?.rows ?? [])].filter((c) => !c.disabled).map((c) => ({ value: c.value, label: c.label })),
  }));
}

/** The turn message for `seat`: its view, the events it may see, the grammar and the legal choices. */
export function turnMessage(game: Game<any, any, any>, state: unknown, seat: number, events: readonly GameEvent[], deadlineMs: number): TurnMessage {
  const viewer = { kind: 'seat', seat } as const;
  const view = game.view(state, viewer);
  const seen = game.eventsFor ? game.eventsFor(state, events, viewer) : [...events];
  const draft = game.pad.initialDraft(view, seat, null);
  return {
    type: 'turn', turn: game.turn(state), deadlineMs, view, events: seen,
    happened: seen.map((e) => wordEvent(e, game.eventWords)).filter((l): l is string => l !== null),
    grammar: game.orderHelp(state, seat),
    legal: { parts: legalParts(game.pad.describe(view, seat, draft).parts), draft: [...draft], draftLength: game.pad.draftLength },
  };
}

/** The end message for the agent playing `seat`. */
export function endMessage(results: GameResults | null, seat: number): EndMessage {
  if (!results) return { type: 'end', reason: 'unfinished', summary: 'the match did not finish', winners: [], placements: [], you: { seat, won: false, place: null, score: null } };
  const mine = results.placements.find((p) => p.seat === seat);
  return {
    type: 'end', reason: results.reason, summary: results.summary, winners: [...results.winners],
    placements: results.placements.map((p) => ({ seat: p.seat, place: p.place, score: p.score })),
    you: { seat, won: results.winners.includes(seat), place: mine?.place ?? null, score: mine?.score ?? null },
  };
}

/**
 * The order an agent's answer stands for, checked by the game as any player's order is: a text order
 * through the grammar, a typed order through the same parser, a draft through the order pad.
 */
export function orderFromAnswer(game: Game<any, any, any>, state: unknown, seat: number, answer: OrderMessage): Parsed<unknown> {
  const turn = game.turn(state);
  if (answer.turn !== turn) return { ok: false, error: `the answer is for turn ${answer.turn}, but turn ${turn} is being played` };
  const given = [answer.text !== undefined, answer.order !== undefined, answer.draft !== undefined].filter(Boolean).length;
  if (given !== 1) return { ok: false, error: 'an order message carries exactly one of "text", "order" or "draft"' };
  if (answer.draft !== undefined) {
    const view = game.view(state, { kind: 'seat', seat });
    const made = game.pad.toOrder(view, seat, answer.draft);
    return made.ok ? game.parseOrder(state, seat, made.value) : made;
  }
  return game.parseOrder(state, seat, answer.text ?? answer.order);
}
