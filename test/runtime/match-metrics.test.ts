import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { MatchHooks } from '../../engine/match/hooks.ts';
import { MemoryStore } from '../../engine/store/memory-store.ts';
import { openMatchRuntime } from '../../runtime/match-runtime.ts';
import { createMetrics } from '../../runtime/metrics.ts';
import { TurnMeter } from '../../runtime/match-metrics.ts';
import { startHealthServer } from '../../runtime/http.ts';

async function value(metrics: ReturnType<typeof createMetrics>, name: string, labels: Record<string, string>): Promise<number> {
  const m = (await metrics.registry.getMetricsAsJSON()).find((x) => x.name === name);
  const v = (m?.values as { labels: Record<string, string>; value: number; metricName?: string }[] | undefined)?.find(
    (x) => (x.metricName ?? name) === name && Object.entries(labels).every(([k, l]) => x.labels[k] === l),
  );
  return v?.value ?? 0;
}

describe('match runtime metrics', () => {
  it('every resolved turn is counted by game and timed, and /metrics shows them', async () => {
    const metrics = createMetrics({ processMetrics: false });
    const meter = new TurnMeter(metrics);
    const store = new MemoryStore();
    const hooks = new MatchHooks();
    meter.watch(hooks);
    const rt = openMatchRuntime({ store, hooks, pollMs: 5 });
    // The store the runtime uses is the one given, not a wrapper around it.
    expect(rt.store).toBe(store);
    meter.countLiveMatches(rt.store);
    const server = await startHealthServer({ host: '127.0.0.1', port: 0, metrics });
    try {
      const host = await rt.service.ensurePlayer('cli:meter', 'Meter');
      const { matchId } = await rt.service.createMatch({ game: 'lantern', ruleset: 'lantern-sprint', host, bots: 'all', seed: 'meter-1' });
      await rt.service.start(matchId, host.id);
      expect(await value(metrics, 'lamplit_live_matches', { game: 'lantern' })).toBe(1);
      for (let i = 0; i < 600 && (await rt.store.getMatch(matchId))!.status !== 'finished'; i++) await new Promise((r) => setTimeout(r, 20));
      const resolved = (await rt.store.events(matchId)).filter((e) => e.event.type === 'turnResolved').length;
      expect(resolved).toBeGreaterThan(1);
      expect(await value(metrics, 'lamplit_turns_resolved_total', { game: 'lantern' })).toBe(resolved);
      const text = await (await fetch(`http://127.0.0.1:${server.port}/metrics`)).text();
      expect(text).toMatch(new RegExp(`^lamplit_turn_resolution_seconds_count\\{game="lantern"\\} ${resolved}$`, 'm'));
      expect(text).toMatch(new RegExp(`^lamplit_turns_resolved_total\\{game="lantern"\\} ${resolved}$`, 'm'));
      expect(text).toMatch(/^lamplit_live_matches\{game="lantern"\} 0$/m);
    } finally {
      await server.close();
      await rt.close();
    }
  });

  it('a refused order is counted by game and reason and still reaches the caller', async () => {
    const metrics = createMetrics({ processMetrics: false });
    const meter = new TurnMeter(metrics);
    const hooks = new MatchHooks();
    meter.watch(hooks);
    const rt = openMatchRuntime({ store: new MemoryStore(), hooks, resolve: false });
    meter.gamesFrom(rt.store);
    const submit = rt.service.submitOrder;
    try {
      const host = await rt.service.ensurePlayer('cli:refused', 'Refused');
      const { matchId } = await rt.service.createMatch({ game: 'dungeon', ruleset: 'race', host, options: { players: 2 } });
      await expect(rt.service.submitOrder(matchId, host.id, 'wait')).rejects.toThrow(/orders are taken only while it runs/);
      expect(await value(metrics, 'lamplit_orders_rejected_total', { game: 'dungeon', reason: 'not-running' })).toBe(1);
      // The service's method is its own: the meter listens on hooks and replaces nothing.
      expect(rt.service.submitOrder).toBe(submit);
      expect(Object.prototype.hasOwnProperty.call(rt.service, 'submitOrder')).toBe(false);
      await expect(rt.service.submitOrder('m_nope', host.id, 'wait')).rejects.toThrow(/no match/);
      expect(await value(metrics, 'lamplit_orders_rejected_total', { game: 'unknown', reason: 'not-found' })).toBe(1);
      // Refusals a front end makes itself (a bot button from an old turn) count the same way.
      await meter.countRefused(matchId, 'late');
      await meter.countRefused(null, 'not-seated');
      expect(await value(metrics, 'lamplit_orders_rejected_total', { game: 'dungeon', reason: 'late' })).toBe(1);
      expect(await value(metrics, 'lamplit_orders_rejected_total', { game: 'unknown', reason: 'not-seated' })).toBe(1);
    } finally {
      await rt.close();
    }
  });

  it('the meter wraps nothing: no Proxy over the store and no replaced service method in the runtime', () => {
    const source = readFileSync(new URL('../../runtime/match-metrics.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/new Proxy\(/);
    expect(source).not.toMatch(/\.submitOrder\s*=/);
  });
});
