// A tournament's entrants: outside agents (`cmd:python3 my_bot.py`), the built-in bots at a strength
// (`builtin:hard`; `builtin:baseline` is the game's default bot) and bots a game offers by name
// (`original:warden` for the original Lantern's script). Each becomes a seat's player for one match,
// timed per decision.
import { performance } from 'node:perf_hooks';
import { BOT_STRENGTHS, type BotStrength } from '../../engine/core/bots.ts';
import type { Game } from '../../engine/core/game.ts';
import type { AsyncSeatPlayer, SeatPlayer } from '../../engine/match/policy-play.ts';
import { agentPlayer, type AgentStats } from '../agents/agent-player.ts';
import { spawnAgent } from '../agents/spawn-agent.ts';

/** An entrant as parsed from the command line. */
export type EntrantSpec =
  | { kind: 'cmd'; name: string; command: string }
  | { kind: 'builtin'; name: string; strength: BotStrength | 'baseline' }
  | { kind: 'named'; name: string; bot: string };

/** Reads one entrant, or a one-line error naming the forms there are. */
export function parseEntrant(game: Game<any, any, any>, raw: string): { ok: true; value: EntrantSpec } | { ok: false; error: string } {
  const text = raw.trim();
  const at = text.indexOf(':');
  const kind = at < 0 ? text : text.slice(0, at), rest = at < 0 ? '' : text.slice(at + 1).trim();
  if (kind === 'cmd') {
    if (!rest) return { ok: false, error: 'cmd: needs a command to start, such as cmd:"python3 my_bot.py"' };
    return { ok: true, value: { kind: 'cmd', name: text, command: rest } };
  }
  if (kind === 'builtin') {
    const allowed = [...BOT_STRENGTHS, 'baseline'];
    if (!allowed.includes(rest)) return { ok: false, error: `builtin:${rest}: built-in bots are ${allowed.map((s) => `builtin:${s}`).join(', ')}` };
    if (rest !== 'baseline' && !game.bots) return { ok: false, error: `${game.title} has no bots at strengths yet: use builtin:baseline` };
    return { ok: true, value: { kind: 'builtin', name: text, strength: rest as BotStrength | 'baseline' } };
  }
  const named = Object.keys(game.namedBots ?? {});
  if (named.includes(`${kind}:${rest}`)) return { ok: true, value: { kind: 'named', name: text, bot: `${kind}:${rest}` } };
  const forms = ['cmd:COMMAND', ...[...BOT_STRENGTHS, 'baseline'].map((s) => `builtin:${s}`), ...named];
  return { ok: false, error: `unknown entrant "${text.slice(0, 60)}": entrants of ${game.id} are ${forms.join(', ')}` };
}

/** A seat's player for one match, with what it measured; `close` ends what it started (agent processes). */
export interface SeatEntry {
  player: SeatPlayer | AsyncSeatPlayer;
  decisionMs: number[];
  stats: AgentStats | null;
  close(): Promise<void>;
}

/** The player of one seat for one match. */
export function seatEntry(game: Game<any, any, any>, spec: EntrantSpec, options: { rulesetId: string; players?: number; turnMs: number; cwd?: string }): SeatEntry {
  const decisionMs: number[] = [];
  if (spec.kind === 'cmd') {
    const link = spawnAgent(spec.command, { cwd: options.cwd });
    const player = agentPlayer(game, link, { rulesetId: options.rulesetId, players: options.players, turnMs: options.turnMs });
    return { player, decisionMs: player.stats.decisionMs, stats: player.stats, close: () => link.close() };
  }
  if (spec.kind === 'builtin' && spec.strength === 'baseline') return { player: { kind: 'baseline' }, decisionMs, stats: null, close: async () => undefined };
  const bot = spec.kind === 'named' ? game.namedBots![spec.bot] : game.bots![spec.strength as BotStrength];
  const player: SeatPlayer = {
    kind: 'decide',
    decide: (view, seat, ctx) => {
      const t0 = performance.now();
      const order = bot.decide(view, seat, ctx);
      decisionMs.push(performance.now() - t0);
      return order;
    },
  };
  return { player, decisionMs, stats: null, close: async () => undefined };
}
