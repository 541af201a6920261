// An outside agent playing one seat: speaks the protocol (docs/agent-protocol.md) over a link and
// answers the match harness as an AsyncSeatPlayer. A late, malformed or illegal answer, or an agent
// that has crashed, never stops the match: the seat's fallback (its team's bot) plays that turn, the
// turn is counted, and the agent is told why in one line.
import { performance } from 'node:perf_hooks';
import type { Game, GameEvent, GameResults, Parsed } from '../../engine/core/game.ts';
import { endMessage, helloMessage, orderFromAnswer, turnMessage, type NoticeMessage } from '../../engine/match/agent-messages.ts';
import type { AsyncSeatPlayer } from '../../engine/match/policy-play.ts';
import type { AgentLink } from './link.ts';
import { readAgentLine } from './protocol-check.ts';

/** What an agent did over a match. */
export interface AgentStats {
  turns: number;
  answered: number;
  timeouts: number;
  malformed: number;
  illegal: number;
  /** Turns played by the fallback because the agent was gone. */
  crashed: number;
  /** How long each answer took, in ms (answers that came in time). */
  decisionMs: number[];
  /** Why the agent is gone, if it is. */
  gone: string | null;
}

/** Options of an agent's seat. */
export interface AgentPlayerOptions {
  rulesetId: string;
  players?: number;
  /** Time the agent has to answer a turn, in ms. */
  turnMs: number;
  /** Time the agent has to be ready before its first turn (a cold Python start), in ms; default 5,000. */
  firstTurnGraceMs?: number;
}

/** An AsyncSeatPlayer over `link`, with its stats. */
export function agentPlayer(game: Game<any, any, any>, link: AgentLink, options: AgentPlayerOptions): AsyncSeatPlayer & { stats: AgentStats } {
  const stats: AgentStats = { turns: 0, answered: 0, timeouts: 0, malformed: 0, illegal: 0, crashed: 0, decisionMs: [], gone: null };
  let greeted = false;
  const notice = (turn: number, kind: NoticeMessage['kind'], message: string): void => link.send({ type: 'notice', turn, kind, message } satisfies NoticeMessage);

  async function turn(state: unknown, seat: number, events: readonly GameEvent[]): Promise<Parsed<unknown>> {
    const t = game.turn(state);
    stats.turns++;
    if (link.closedReason) {
      stats.crashed++;
      stats.gone ??= link.closedReason;
      return { ok: false, error: `the agent is gone (${link.closedReason}); its team's bot plays the seat` };
    }
    if (!greeted) {
      link.send(helloMessage(game, options.rulesetId, options.players, seat, options.turnMs));
      greeted = true;
    }
    const grace = stats.turns === 1 ? options.firstTurnGraceMs ?? 5000 : 0;
    link.send(turnMessage(game, state, seat, events, options.turnMs));
    const started = performance.now();
    const deadline = started + options.turnMs + grace;
    for (;;) {
      const line = await link.nextLine(deadline - performance.now());
      if (line === null) {
        if (link.closedReason) {
          stats.crashed++;
          stats.gone ??= link.closedReason;
          return { ok: false, error: `the agent is gone (${link.closedReason}); its team's bot plays the seat` };
        }
        stats.timeouts++;
        const why = `no order for turn ${t} within ${options.turnMs} ms; your team's bot played this turn`;
        notice(t, 'late', why);
        return { ok: false, error: why };
      }
      const read = readAgentLine(line);
      if (!read.ok) {
        stats.malformed++;
        const why = `${read.error}; your team's bot played turn ${t}`;
        notice(t, 'malformed', why);
        return { ok: false, error: why };
      }
      if (read.value.type !== 'order') {
        stats.malformed++;
        const why = `"${read.value.type}" is sent only once, before the match; turn ${t} wants an order`;
        notice(t, 'malformed', why);
        return { ok: false, error: why };
      }
      // An answer to a turn that already went by (it came late) is dropped; the agent was told then.
      if (read.value.turn < t) continue;
      const order = orderFromAnswer(game, state, seat, read.value);
      if (!order.ok) {
        stats.illegal++;
        const why = `${order.error}; your team's bot played turn ${t}`;
        notice(t, 'illegal', why);
        return { ok: false, error: why };
      }
      stats.answered++;
      stats.decisionMs.push(performance.now() - started);
      return order;
    }
  }

  async function end(results: GameResults | null, seat: number): Promise<void> {
    if (!link.closedReason) link.send(endMessage(results, seat));
  }

  return { kind: 'async', turn, end, stats };
}
