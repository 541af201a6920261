// `lamplit agent`: one seat of a match played by an outside program (issue 32), the other seats by the
// built-in bots. `--agent "python3 my_bot.py"` starts a local program and speaks JSON lines over its
// stdin/stdout; `--tcp PORT` or `--ws PORT` waits for a remote agent that presents the seat's token.
// The protocol is docs/agent-protocol.md.
import type { Command } from 'commander';
import { BOT_STRENGTHS, type BotStrength } from '../../engine/core/bots.ts';
import { defaultTurnRuleset, getGame } from '../../engine/games.ts';
import { playPoliciesAsync, type SeatPlayer } from '../../engine/match/policy-play.ts';
import { agentPlayer } from '../../runtime/agents/agent-player.ts';
import { AgentServer } from '../../runtime/agents/agent-server.ts';
import type { AgentLink } from '../../runtime/agents/link.ts';
import { spawnAgent } from '../../runtime/agents/spawn-agent.ts';
import { choiceArg, intArg, printJson, UserError } from '../util.ts';

interface AgentOptions {
  game: string;
  ruleset?: string;
  players?: number;
  seat: number;
  seed: number;
  bots?: BotStrength | 'baseline';
  turnMs: number;
  agent?: string;
  tcp?: number;
  ws?: number;
  host: string;
  wait: number;
  json?: boolean;
}

/** The link to the seat's agent: a started program, or the first remote agent with the seat's token. */
async function openLink(o: AgentOptions, label: string): Promise<{ link: AgentLink; server: AgentServer | null }> {
  if (o.agent !== undefined) return { link: spawnAgent(o.agent), server: null };
  const server = new AgentServer();
  const ports = await server.listen({ host: o.host, tcpPort: o.tcp, wsPort: o.ws });
  const { token, link } = server.issue(label);
  const where = [ports.tcp !== null ? `tcp ${o.host}:${ports.tcp} (one JSON object a line)` : '', ports.ws !== null ? `ws://${o.host}:${ports.ws} (one JSON object a message)` : ''].filter(Boolean).join(' or ');
  process.stderr.write(`waiting up to ${o.wait} s for the agent of ${label} on ${where}\nits first message: {"type":"auth","token":"${token}"}\n`);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => { timer = setTimeout(() => resolve(null), o.wait * 1000); });
  const got = await Promise.race([link, late]);
  clearTimeout(timer);
  if (!got) {
    await server.close();
    throw new UserError(`no agent connected with the token within ${o.wait} s`);
  }
  return { link: got, server };
}

/** Adds `agent`. */
export function register(program: Command): void {
  program
    .command('agent')
    .description('play one seat of a match with an outside program (JSON lines; docs/agent-protocol.md), the other seats with bots')
    .requiredOption('--game <id>', 'the game')
    .option('--ruleset <id>', 'the ruleset (default: the game\'s default played in turns)')
    .option('--players <n>', 'players, for games whose seat count varies', intArg('players', 1, 64))
    .option('--seat <n>', 'the seat the agent plays', intArg('seat', 0, 63), 0)
    .option('--seed <n>', 'the match seed', intArg('seed', 0, 0xffffffff), 1)
    .option('--bots <strength>', `the other seats' bots: ${[...BOT_STRENGTHS, 'baseline'].join(', ')} (default normal, or baseline for a game without strengths)`, choiceArg('bots', [...BOT_STRENGTHS, 'baseline'] as const))
    .option('--turn-ms <ms>', 'time the agent has to answer each turn', intArg('turn-ms', 1, 600_000), 2000)
    .option('--agent <command>', 'a local agent: the command to start (stdin/stdout)')
    .option('--tcp <port>', 'a remote agent over TCP on this port (0 picks one)', intArg('tcp', 0, 65535))
    .option('--ws <port>', 'a remote agent over WebSocket on this port (0 picks one)', intArg('ws', 0, 65535))
    .option('--host <host>', 'where --tcp and --ws listen', '127.0.0.1')
    .option('--wait <s>', 'how long to wait for a remote agent', intArg('wait', 1, 86_400), 300)
    .option('--json', 'print one JSON object')
    .action(async (o: AgentOptions) => {
      const ways = [o.agent !== undefined, o.tcp !== undefined || o.ws !== undefined].filter(Boolean).length;
      if (ways !== 1) throw new UserError('give the agent one way: --agent COMMAND for a local program, or --tcp PORT and/or --ws PORT for a remote one');
      let game;
      try {
        game = getGame(o.game);
      } catch (e) {
        throw new UserError((e as Error).message);
      }
      const rulesetId = o.ruleset ?? defaultTurnRuleset(game).id;
      const info = game.rulesets().find((r) => r.id === rulesetId);
      if (!info) throw new UserError(`unknown ${game.id} ruleset "${rulesetId}": rulesets are ${game.rulesets().map((r) => r.id).join(', ')}`);
      const players = game.playerCount ? o.players ?? Math.min(info.players.max, Math.max(info.players.min, 2)) : undefined;
      const seats = game.seats(rulesetId, players);
      if (o.seat >= seats.length) throw new UserError(`--seat ${o.seat}: ${rulesetId} has seats 0–${seats.length - 1}`);
      const strength = o.bots ?? (game.bots ? 'normal' : 'baseline');
      if (strength !== 'baseline' && !game.bots) throw new UserError(`${game.title} has no bots at strengths yet: use --bots baseline`);
      const label = `seat ${o.seat} (${seats[o.seat].alias}) of ${game.id} ${rulesetId}`;
      const { link, server } = await openLink(o, label);
      const agent = agentPlayer(game, link, { rulesetId, players, turnMs: o.turnMs });
      const bot: SeatPlayer = strength === 'baseline' ? { kind: 'baseline' } : { kind: 'bot', strength };
      const players_ = new Map<number, SeatPlayer | typeof agent>(seats.map((s) => [s.index, s.index === o.seat ? agent : bot]));
      try {
        const m = await playPoliciesAsync(game, rulesetId, o.seed, players_, players === undefined ? {} : { players });
        const s = agent.stats;
        const doc = {
          game: game.id, ruleset: rulesetId, seed: o.seed, seat: o.seat, agent: link.label,
          summary: m.results?.summary ?? 'the match did not finish', won: m.results?.winners.includes(o.seat) ?? false,
          turns: m.turns, agentTurns: s.turns, answered: s.answered, timeouts: s.timeouts, malformed: s.malformed, illegal: s.illegal,
          fallbacks: m.fallbacks.get(o.seat) ?? 0, gone: s.gone,
        };
        if (o.json) return printJson(doc);
        process.stdout.write(`${doc.summary}\n  ${label}: ${doc.won ? 'won' : 'did not win'}; answered ${s.answered} of ${s.turns} turns (late ${s.timeouts}, malformed ${s.malformed}, illegal ${s.illegal}${s.gone ? `; gone: ${s.gone}` : ''})\n`);
      } finally {
        await link.close();
        await server?.close();
      }
    });
}
