// A Lantern seat whose player never orders is played by the baseline and reported once through
// runtime/failure-report.ts (here to a file:// URI), however many turns it misses.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openMatchRuntime } from '../../runtime/worker.ts';

const dir = mkdtempSync(join(tmpdir(), 'lamplit-failure-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('no-show reports', () => {
  it('reports a Lantern seat that never ordered exactly once', async () => {
    const file = join(dir, 'failures.jsonl');
    const rt = openMatchRuntime({ store: 'memory', pollMs: 20, failureReportUri: pathToFileURL(file).href });
    try {
      const ada = await rt.service.ensurePlayer('discord:1', 'Ada');
      const { matchId } = await rt.service.createMatch({ game: 'lantern', ruleset: 'lantern-test', host: ada, bots: 5, turnSeconds: 1 });
      await rt.service.start(matchId, ada.id);
      for (let i = 0; i < 200; i++) {
        const s = await rt.service.snapshot(matchId);
        if (s.turn >= 2) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      const lines = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ game: 'lantern', match: matchId, seat: 0, alias: 'Moth-1', reason: 'no_show', turn: 0 });
      const failures = (await rt.service.events(matchId)).filter((e) => e.event.type === 'player_failure');
      expect(failures).toHaveLength(1);
    } finally {
      await rt.close();
    }
  }, 30_000);
});
