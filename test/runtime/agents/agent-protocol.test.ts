// The agent protocol as real programs speak it: every message either way matches the published JSON
// Schema; a late, malformed, illegal or wrong-turn answer and a crashing agent never stop the match
// (the seat's fallback plays the turn, it is counted, and the agent is told why in one line); the
// example agents play every game legally; and a remote agent gets its seat only with its token.
import { mkdtempSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { defaultTurnRuleset, getGame } from '../../../engine/games.ts';
import { playPoliciesAsync } from '../../../engine/match/policy-play.ts';
import { agentPlayer } from '../../../runtime/agents/agent-player.ts';
import { AgentServer } from '../../../runtime/agents/agent-server.ts';
import type { AgentLink } from '../../../runtime/agents/link.ts';
import { agentMessageProblem, readAgentLine, serverMessageProblem } from '../../../runtime/agents/protocol-check.ts';
import { spawnAgent } from '../../../runtime/agents/spawn-agent.ts';

const FIXTURE = join(import.meta.dirname, '../../fixtures/agents/misbehaving-agent.mjs');
const EXAMPLES = join(import.meta.dirname, '../../../examples/agents');

/** A link that keeps a copy of every message sent and every line received. */
function tapped(link: AgentLink): AgentLink & { sent: object[]; received: string[] } {
  const sent: object[] = [], received: string[] = [];
  return {
    label: link.label, sent, received,
    send(m) { sent.push(m); link.send(m); },
    async nextLine(ms) { const l = await link.nextLine(ms); if (l !== null) received.push(l); return l; },
    get closedReason() { return link.closedReason; },
    close: () => link.close(),
  };
}

/** Plays `game`'s default ruleset with `command` in seat 0 and baseline bots elsewhere. */
async function play(gameId: string, command: string, options: { turnMs?: number; env?: NodeJS.ProcessEnv; seed?: number } = {}) {
  const game = getGame(gameId);
  const ruleset = defaultTurnRuleset(game).id;
  const players = game.playerCount ? 2 : undefined;
  const link = tapped(spawnAgent(command, { env: { ...process.env, ...options.env } }));
  const agent = agentPlayer(game, link, { rulesetId: ruleset, players, turnMs: options.turnMs ?? 3000 });
  try {
    const match = await playPoliciesAsync(game, ruleset, options.seed ?? 2, new Map([[0, agent]]), players ? { players } : {});
    return { match, stats: agent.stats, link };
  } finally {
    await link.close();
  }
}

describe('the agent protocol', () => {
  it.each(['dungeon', 'lamplighter', 'lantern'])('in %s, every message either way matches the schema, and the agent sees only its seat', async (gameId) => {
    const { match, stats, link } = await play(gameId, `node ${FIXTURE} good`);
    expect(match.results).not.toBeNull();
    expect(stats.answered).toBe(stats.turns);
    const types = link.sent.map((m) => (m as { type: string }).type);
    expect(types[0]).toBe('hello');
    expect(types.at(-1)).toBe('end');
    expect(types.filter((t) => t === 'turn').length).toBe(stats.turns);
    for (const m of link.sent) expect(serverMessageProblem(m)).toBeNull();
    for (const l of link.received) expect(agentMessageProblem(JSON.parse(l))).toBeNull();
    for (const m of link.sent) if ((m as { type: string }).type === 'turn') expect((m as { view: { viewer?: unknown; seat?: unknown } }).view).toMatchObject(gameId === 'lantern' ? { seat: 0 } : { viewer: { kind: 'seat', seat: 0 } });
  });

  it('plays a late answer by the fallback, tells the agent, and drops the answer when it comes', async () => {
    const { match, stats, link } = await play('dungeon', `node ${FIXTURE} late`, { turnMs: 300, env: { AGENT_AT: '2', AGENT_SLEEP_MS: '900' } });
    expect(match.results).not.toBeNull();
    expect(stats.timeouts).toBe(1);
    expect(match.fallbacks.get(0)).toBe(1);
    const notice = link.sent.find((m) => (m as { type: string }).type === 'notice') as { kind: string; message: string };
    expect(notice.kind).toBe('late');
    expect(notice.message).toMatch(/^no order for turn \d+ within 300 ms; your team's bot played this turn$/);
    expect(stats.answered).toBe(stats.turns - 1);
  });

  it.each([
    ['garbage', 'malformed', /^not JSON: each line is one JSON object/],
    ['illegal', 'illegal', /fly/],
    ['wrong-turn', 'illegal', /^the answer is for turn \d+, but turn \d+ is being played/],
  ])('a %s answer is counted as %s, the match goes on, and the agent gets one line why', async (mode, kind, words) => {
    const { match, stats, link } = await play('dungeon', `node ${FIXTURE} ${mode}`);
    expect(match.results).not.toBeNull();
    expect(match.fallbacks.get(0)).toBe(1);
    expect(kind === 'malformed' ? stats.malformed : stats.illegal).toBe(1);
    const notices = link.sent.filter((m) => (m as { type: string }).type === 'notice') as { kind: string; message: string }[];
    expect(notices).toHaveLength(1);
    expect(notices[0].kind).toBe(kind);
    expect(notices[0].message).toMatch(words);
    expect(notices[0].message).not.toContain('\n');
  });

  it('a crashing agent leaves its seat to its team\'s bot for the rest of the match', async () => {
    const { match, stats } = await play('lantern', `node ${FIXTURE} crash`, { env: { AGENT_AT: '3' } });
    expect(match.results).not.toBeNull();
    expect(stats.answered).toBe(2);
    expect(stats.gone).toMatch(/exited with code 3/);
    expect(match.fallbacks.get(0)).toBe(stats.turns - 2);
  });

  it('refuses lines that do not follow the schema, each in one line that says what is allowed', () => {
    expect(readAgentLine('{"type":"order","turn":1}')).toEqual({ ok: false, error: expect.stringMatching(/exactly one of "text", "order" or "draft"/) });
    expect(readAgentLine('{"type":"order","turn":1,"text":"a","draft":["-"]}').ok).toBe(false);
    expect(readAgentLine('{"type":"order","turn":-1,"text":"a"}')).toEqual({ ok: false, error: expect.stringMatching(/turn/) });
    expect(readAgentLine('[1]')).toEqual({ ok: false, error: expect.stringMatching(/one JSON object/) });
    expect(readAgentLine('{"type":"order","turn":1,"text":"wait","extra":1}').ok).toBe(false);
    expect(readAgentLine('{"type":"order","turn":1,"text":"wait"}').ok).toBe(true);
  });
});

describe('the example agents', () => {
  it.each(['dungeon', 'lamplighter', 'lantern'].flatMap((g) => [[g, 'node simple-agent.mjs'], [g, 'python3 simple_agent.py']]))('play %s legally (%s)', async (gameId, command) => {
    for (const seed of [1, 2]) {
      const { match, stats } = await play(gameId, `cd ${EXAMPLES} && ${command}`, { seed });
      expect(match.results).not.toBeNull();
      expect({ answered: stats.answered, malformed: stats.malformed, illegal: stats.illegal, timeouts: stats.timeouts }).toEqual({ answered: stats.turns, malformed: 0, illegal: 0, timeouts: 0 });
    }
  });
});

describe('remote agents', () => {
  it('take their seat over TCP and WebSocket with the seat\'s token only, once', async () => {
    const server = new AgentServer();
    const ports = await server.listen({ tcpPort: 0, wsPort: 0 });
    try {
      const tcpSeat = server.issue('seat 0'), wsSeat = server.issue('seat 1');
      // A wrong token is refused in one line and closed.
      const refused = await new Promise<string>((resolve) => {
        const s = connect(ports.tcp!, '127.0.0.1', () => s.write('{"type":"auth","token":"0123456789abcdef0123"}\n'));
        let got = '';
        s.on('data', (d) => { got += d; });
        s.on('close', () => resolve(got));
      });
      expect(JSON.parse(refused)).toEqual({ type: 'error', message: expect.stringMatching(/unknown or already used token/) });
      // The right token over TCP: lamplit's lines reach the agent, its lines reach lamplit.
      const tcp = connect(ports.tcp!, '127.0.0.1');
      tcp.write(`${JSON.stringify({ type: 'auth', token: tcpSeat.token })}\n`);
      const link = await tcpSeat.link;
      let fromLamplit = '';
      tcp.on('data', (d) => { fromLamplit += d; });
      link.send({ type: 'notice', turn: 0, kind: 'late', message: 'hello there' });
      tcp.write('{"type":"order","turn":0,"text":"wait"}\n');
      expect(await link.nextLine(2000)).toBe('{"type":"order","turn":0,"text":"wait"}');
      await expect.poll(() => fromLamplit).toContain('hello there');
      // The same token again is refused: a token admits one connection.
      const again = await new Promise<string>((resolve) => {
        const s = connect(ports.tcp!, '127.0.0.1', () => s.write(`${JSON.stringify({ type: 'auth', token: tcpSeat.token })}\n`));
        let got = '';
        s.on('data', (d) => { got += d; });
        s.on('close', () => resolve(got));
      });
      expect(again).toMatch(/already used/);
      // WebSocket: one JSON object a message.
      const ws = new WebSocket(`ws://127.0.0.1:${ports.ws}`);
      await new Promise((r) => ws.once('open', r));
      ws.send(JSON.stringify({ type: 'auth', token: wsSeat.token }));
      const wsLink = await wsSeat.link;
      ws.send('{"type":"order","turn":4,"text":"exit"}');
      expect(await wsLink.nextLine(2000)).toBe('{"type":"order","turn":4,"text":"exit"}');
      tcp.destroy();
      ws.close();
      await expect.poll(() => link.closedReason).toMatch(/disconnected/);
    } finally {
      await server.close();
    }
  });

  it('plays a whole match for an agent connected over TCP', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lamplit-agent-'));
    const server = new AgentServer();
    const ports = await server.listen({ tcpPort: 0 });
    const seat = server.issue('seat 0');
    // The test fixture agent, its stdin and stdout joined to the socket by a small bridge program.
    const bridge = spawnAgent(`node ${join(import.meta.dirname, '../../fixtures/agents/tcp-bridge.mjs')} ${ports.tcp} ${seat.token} node ${FIXTURE} good`, { env: { ...process.env, AGENT_LOG: join(dir, 'log') } });
    try {
      const game = getGame('dungeon');
      const link = await seat.link;
      const agent = agentPlayer(game, link, { rulesetId: 'race', players: 2, turnMs: 3000 });
      const match = await playPoliciesAsync(game, 'race', 5, new Map([[0, agent]]), { players: 2 });
      expect(match.results).not.toBeNull();
      expect(agent.stats.answered).toBe(agent.stats.turns);
      const log = readFileSync(join(dir, 'log'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { type: string });
      expect(log[0].type).toBe('hello');
      expect(log.at(-1)!.type).toBe('end');
    } finally {
      await bridge.close();
      await server.close();
    }
  });
});
