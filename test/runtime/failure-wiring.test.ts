// A Lantern seat whose player never orders is played by the baseline and reported once through
// runtime/failure-report.ts (here to a file:// URI), however many turns it misses.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryStore } from '../../engine/store/memory-store.ts';
import { openMatchRuntime } from '../../runtime/match-runtime.ts';

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

  it('a no-show a crashed process never reported goes out once when the match finishes, and a delivered one is not sent again', async () => {
    for (const firstReports of [false, true]) {
      const file = join(dir, `sweep-${firstReports}.jsonl`);
      const uri = pathToFileURL(file).href;
      const store = new MemoryStore();
      // The first process resolves the turn with the no-show; without a destination it stands for
      // a process that died after the commit and before the report (firstReports: it got it out).
      const first = openMatchRuntime({ store, pollMs: 20, failureReportUri: firstReports ? uri : '' });
      const ada = await first.service.ensurePlayer('discord:2', 'Ada');
      const { matchId } = await first.service.createMatch({ game: 'lantern', ruleset: 'lantern-test', host: ada, bots: 5, turnSeconds: 1 });
      await first.service.start(matchId, ada.id);
      for (let i = 0; i < 200 && (await first.service.snapshot(matchId)).turn < 1; i++) await new Promise((r) => setTimeout(r, 50));
      await first.close();
      expect((await first.service.events(matchId)).filter((e) => e.event.type === 'player_failure')).toHaveLength(1);
      if (!firstReports) expect(await store.reported(matchId)).toEqual([]);
      else expect(await store.reported(matchId)).toEqual(['0:no_show']);
      // A second process finishes the match (Ada left: the rest is bot-only and runs at once).
      const second = openMatchRuntime({ store, pollMs: 20, failureReportUri: uri });
      try {
        await second.service.leave(matchId, ada.id);
        for (let i = 0; i < 400 && !(await store.getMatch(matchId))?.archived; i++) await new Promise((r) => setTimeout(r, 25));
        expect((await store.getMatch(matchId))?.archived).toBe(true);
        const lines = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatchObject({ match: matchId, seat: 0, reason: 'no_show', turn: 0 });
        expect(await store.reported(matchId)).toEqual(['0:no_show']);
      } finally {
        await second.close();
      }
    }
  }, 60_000);
});
