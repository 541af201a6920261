import { execFile } from 'node:child_process';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { playBotMatch } from '../../../engine/lantern/bot-match.ts';
import { LANTERN } from '../../../engine/lantern/index.ts';
import { resolveLanternTurn, setupLantern } from '../../../engine/lantern/match.ts';

const root = new URL('../../../', import.meta.url);

async function collector() {
  const bodies: unknown[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => { bodies.push({ method: req.method, type: req.headers['content-type'], body: JSON.parse(data) }); res.writeHead(204).end(); });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { bodies, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/failures`, close: () => new Promise((r) => server.close(r)) };
}

describe('no-show seats', () => {
  it('plays a seat that never orders with the warden and records the no-show once in the state', () => {
    const s = playBotMatch('lantern-test', 8, { absent: [3] });
    const fails = s.events.filter((e) => e.type === 'player_failure');
    expect(fails).toHaveLength(1);
    expect(fails[0]).toMatchObject({ seat: 3, alias: 'Owl-2', reason: 'no_show' });
    expect(s.failures).toEqual([{ seat: 3, alias: 'Owl-2', reason: 'no_show', turn: 2 }]); // a seeker is first asked in the first hunt turn (turn 2 of lantern-test)
    expect(s.end?.reason).toBe('complete');
    expect(s.orders[3] === null || typeof s.orders[3] === 'object').toBe(true);
  }, 180_000);

  it('keeps the last order of a seat that ordered before and then missed a turn', () => {
    const s0 = setupLantern('lantern-classic', 1);
    const o = LANTERN.parseOrder(s0, 0, 'hide D3 crawl');
    if (!o.ok) throw new Error(o.error);
    const s1 = resolveLanternTurn(s0, new Map([[0, o.value]])).state;
    const s2 = resolveLanternTurn(s1, new Map()).state;
    expect(s2.orders[0]).toEqual(s1.orders[0]);
    expect(s2.failures.map((f) => f.seat)).toEqual([2, 4]);
  });

  it('reports a no-show exactly once to a local HTTP server given as COGAME_PLAYER_FAILURE_URI', async () => {
    const c = await collector();
    try {
      await new Promise<void>((resolve, reject) => {
        execFile('node', ['bin/lamplit.js', 'start', '--seed', '3', '--ruleset', 'lantern-sprint', '--absent', '5'], { cwd: root, env: { ...process.env, COGAME_PLAYER_FAILURE_URI: c.url } }, (err, stdout) => {
          if (err) return reject(err);
          expect(stdout).toMatch(/lantern lantern-sprint seed 3/);
          resolve();
        });
      });
      expect(c.bodies).toHaveLength(1);
      expect(c.bodies[0]).toMatchObject({ method: 'POST', type: 'application/json', body: { game: 'lantern', seat: 5, alias: 'Owl-3', reason: 'no_show' } });
    } finally {
      await c.close();
    }
  }, 180_000);
});
