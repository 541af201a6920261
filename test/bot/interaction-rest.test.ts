// Interaction webhooks (reply edits, follow-ups) are not held by discord.js's global requests-a-second
// count, as Discord sets no global limit on them; every other request still is.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REST, Routes } from 'discord.js';
import { freeInteractionWebhooks } from '../../bot/interaction-rest.ts';

const APP = '123456789012345678';
const CHANNEL = '223456789012345678';

describe('interaction webhooks and the global rate limit', () => {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => { res.writeHead(200, { 'content-type': 'application/json' }); res.end('{"id":"1"}'); });
  });
  let api = '';
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  /** How long `n` requests made at once take, in ms. */
  async function timed(n: number, send: (i: number) => Promise<unknown>): Promise<number> {
    const t0 = performance.now();
    await Promise.all(Array.from({ length: n }, (_, i) => send(i)));
    return performance.now() - t0;
  }

  it('sends reply edits of many interactions at once past a global limit of 2 a second, and still holds channel requests to it', async () => {
    const rest = new REST({ api, globalRequestsPerSecond: 2 }).setToken('t');
    const own = freeInteractionWebhooks(rest, APP);
    try {
      // 8 interactions' reply edits: held to 2 a second they would take over 3 s
      const edits = await timed(8, (i) => rest.patch(Routes.webhookMessage(APP, `token-${i}`, '@original'), { body: { content: 'hi' }, auth: false }));
      expect(edits).toBeLessThan(1_500);
      // channel messages keep the global limit: 5 at 2 a second wait for at least one reset
      const posts = await timed(5, () => rest.post(Routes.channelMessages(CHANNEL), { body: { content: 'hi' } }));
      expect(posts).toBeGreaterThan(900);
    } finally {
      own.clearHashSweeper();
      own.clearHandlerSweeper();
      rest.clearHashSweeper();
      rest.clearHandlerSweeper();
    }
  }, 20_000);
});
