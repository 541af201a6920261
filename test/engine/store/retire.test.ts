// Taking a match out of the live store is one sequence in one place (engine/store/retire.ts):
// retired, dropped from the live list, and only then unscheduled, so a crash part-way leaves it
// on the schedule for the next resolver to finish. No other code calls the steps itself.
import { describe, expect, it } from 'vitest';
import { sources } from '../../source-files.ts';
import { MemoryStore } from '../../../engine/store/memory-store.ts';
import { retireMatch } from '../../../engine/store/retire.ts';
import type { LiveStore, ScheduleStore } from '../../../engine/store/types.ts';


describe('retireMatch', () => {
  it('retires, drops from the live list, then unschedules, in that order', async () => {
    const calls: string[] = [];
    const store = {
      retire: async (id: string, code: string, now: number, keepMs: number) => { calls.push(`retire ${id} ${code} ${now} ${keepMs}`); },
      dropLive: async (id: string) => { calls.push(`dropLive ${id}`); },
      unschedule: async (id: string) => { calls.push(`unschedule ${id}`); },
    } as unknown as LiveStore & ScheduleStore;
    await retireMatch(store, 'm_1', 'ABC', 1000, 60_000);
    expect(calls).toEqual(['retire m_1 ABC 1000 60000', 'dropLive m_1', 'unschedule m_1']);
  });

  it('a crash before the last step leaves the match on the schedule', async () => {
    const store = new MemoryStore();
    await store.schedule('m_2', 5);
    const failing = Object.assign(Object.create(store) as MemoryStore, { dropLive: async () => { throw new Error('crash'); } });
    await expect(retireMatch(failing, 'm_2', 'XYZ', 10, 1000)).rejects.toThrow('crash');
    expect(await store.dueMatches(10, 10)).toEqual(['m_2']);
  });

  it('no code outside the stores calls retire or dropLive itself', () => {
    const callers = ['engine', 'runtime', 'bot', 'tui', 'cli'].flatMap((folder) => sources(folder))
      .filter((s) => !/^engine\/store\/(retire|memory-store|types)\.ts$|^runtime\/redis-store\.ts$/.test(s.file))
      .filter((s) => /\.(retire|dropLive)\(/.test(s.text))
      .map((s) => s.file);
    expect(callers).toEqual([]);
  });
});
