import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedHeaderSource } from '../../../engine/dungeon/header-source.ts';
import { headerFromJson, headerSourceFromEnv, HttpJsonHeaderSource } from '../../../runtime/header-source-http.ts';

const hash = (h: number) => h.toString(16).padStart(64, '0');
let server: Server;
let base = '';
let tip = 120;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = req.url ?? '';
    const send = (code: number, body: unknown) => { res.writeHead(code, { 'content-type': 'application/json' }); res.end(typeof body === 'string' ? body : JSON.stringify(body)); };
    if (url === '/tip') return send(200, { height: tip, hash: hash(tip) });
    if (url === '/rpc-tip') return send(200, { jsonrpc: '2.0', result: { block_header: { height: String(tip), hash: hash(tip).toUpperCase() } } });
    const m = /^\/header\/(\d+)$/.exec(url);
    if (m) return Number(m[1]) <= tip ? send(200, { header: { height: Number(m[1]), hash: hash(Number(m[1])) } }) : send(404, { error: 'unknown' });
    if (url === '/garbage/tip') return send(200, 'not json');
    if (url === '/broken/tip') return send(500, { error: 'boom' });
    if (url === '/liar/header/5') return send(200, { height: 6, hash: hash(6) });
    send(404, {});
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
});

describe('the HTTP JSON header source (against a local server)', () => {
  it('reads the tip and headers by height', async () => {
    const src = new HttpJsonHeaderSource({ baseUrl: base });
    expect(await src.tip()).toEqual({ height: 120, hash: hash(120) });
    expect(await src.header(100)).toEqual({ height: 100, hash: hash(100) });
    tip = 121;
    expect((await src.tip())!.height).toBe(121);
  });
  it('gives null for an unknown height, a non-JSON body, or a header of another height', async () => {
    const src = new HttpJsonHeaderSource({ baseUrl: base });
    expect(await src.header(999)).toBeNull();
    expect(await new HttpJsonHeaderSource({ baseUrl: `${base}/garbage` }).tip()).toBeNull();
    expect(await new HttpJsonHeaderSource({ baseUrl: `${base}/liar` }).header(5)).toBeNull();
    expect(await src.header(-1)).toBeNull();
  });
  it('reads a JSON-RPC block_header shape with a configured tip path', async () => {
    const src = new HttpJsonHeaderSource({ baseUrl: base, tipPath: '/rpc-tip' });
    expect(await src.tip()).toEqual({ height: tip, hash: hash(tip) });
  });
  it('fails with one line on HTTP errors and unreachable hosts', async () => {
    await expect(new HttpJsonHeaderSource({ baseUrl: `${base}/broken` }).tip()).rejects.toThrow(/answered HTTP 500 for \/broken\/tip/);
    await expect(new HttpJsonHeaderSource({ baseUrl: 'http://127.0.0.1:1', timeoutMs: 500 }).tip()).rejects.toThrow(/unreachable/);
  });
  it('headerFromJson refuses bodies without a numeric height and hex hash', () => {
    expect(headerFromJson({ height: 'x', hash: hash(1) })).toBeNull();
    expect(headerFromJson({ height: 1, hash: 'zz' })).toBeNull();
    expect(headerFromJson(null)).toBeNull();
  });
  it('configuration picks HTTP with HEADER_SOURCE_URL, else the simulated chain', async () => {
    expect(headerSourceFromEnv({ HEADER_SOURCE_URL: base })).toBeInstanceOf(HttpJsonHeaderSource);
    let now = 1_000_000;
    const sim = headerSourceFromEnv({ CRYPTO_TYPE: 'GRIN' }, () => now);
    expect(sim).toBeInstanceOf(SimulatedHeaderSource);
    expect((await sim.tip())!.height).toBe(0);
    now += 10 * 60_000 * 3;
    expect((await sim.tip())!.height).toBeGreaterThan(10);
  });
});
