// One piece of work at a time per key, in order; keys do not wait on each other; a failure does not stop the next.
import { describe, expect, it } from 'vitest';
import { PerKeyQueue } from '../../bot/per-key-queue.ts';

const later = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('PerKeyQueue', () => {
  it('runs a key\'s work in order, other keys alongside, and goes on after a failure', async () => {
    const q = new PerKeyQueue();
    const log: string[] = [];
    const a1 = q.run('a', async () => { await later(30); log.push('a1'); });
    const a2 = q.run('a', async () => { log.push('a2'); throw new Error('no'); });
    const a3 = q.run('a', async () => { log.push('a3'); return 3; });
    const b1 = q.run('b', async () => { log.push('b1'); });
    await Promise.all([a1, b1, a2.catch(() => undefined)]);
    expect(await a3).toBe(3);
    await expect(a2).rejects.toThrow('no');
    expect(log).toEqual(['b1', 'a1', 'a2', 'a3']);
  });
});
