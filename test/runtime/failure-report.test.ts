import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FailureReporter, sendFailureReport } from '../../runtime/failure-report.ts';

describe('player failure reports', () => {
  it('POSTs one JSON report per seat to an http URI however often it is asked', async () => {
    const got: string[] = [];
    const server = createServer((req, res) => { let d = ''; req.on('data', (c) => (d += c)); req.on('end', () => { got.push(d); res.writeHead(200).end('ok'); }); });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const rep = new FailureReporter(`http://127.0.0.1:${(server.address() as AddressInfo).port}/x`);
      const a = await rep.report({ game: 'lantern', match: 'm1', seat: 2, alias: 'Moth-2', reason: 'no_show' });
      const b = await rep.report({ game: 'lantern', match: 'm1', seat: 2, alias: 'Moth-2', reason: 'no_show' });
      expect(a).toEqual({ ok: true, sent: true });
      expect(b).toEqual({ ok: true, sent: false });
      expect(got).toHaveLength(1);
      expect(JSON.parse(got[0])).toMatchObject({ game: 'lantern', match: 'm1', seat: 2, alias: 'Moth-2', reason: 'no_show' });
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it('appends a JSON line for a file:// URI', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'lamplit-fail-')), 'failures.jsonl');
    const out = await sendFailureReport({ game: 'lantern', match: 'm2', seat: 1, alias: 'Owl-1', reason: 'no_show', at: '2026-01-01T00:00:00Z' }, pathToFileURL(file).href);
    expect(out).toEqual({ ok: true, sent: true });
    expect(JSON.parse(readFileSync(file, 'utf8').trim())).toMatchObject({ seat: 1, alias: 'Owl-1' });
  });

  it('returns a one-line error for an unreachable server or an unknown scheme and sends nothing without a URI', async () => {
    const r = { game: 'lantern', match: 'm3', seat: 0, alias: 'Moth-1', reason: 'no_show', at: 'now' };
    const down = await sendFailureReport(r, 'http://127.0.0.1:9/nothing', 2000);
    expect(down.ok).toBe(false);
    expect(await sendFailureReport(r, 'ftp://x/y')).toMatchObject({ ok: false });
    expect(await sendFailureReport(r, '')).toEqual({ ok: true, sent: false });
  });
});
