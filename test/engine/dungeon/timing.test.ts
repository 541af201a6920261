import { describe, expect, it } from 'vitest';
import { SimulatedChain, SimulatedHeaderSource } from '../../../engine/dungeon/header-source.ts';
import { MatchEngine, type TickScheduler } from '../../../engine/dungeon/match-engine.ts';
import { MatchRoom } from '../../../engine/dungeon/match-room.ts';
import { getRuleset } from '../../../engine/dungeon/registry.ts';
import { defineRuleset } from '../../../engine/dungeon/ruleset.ts';
import { BlockTracker, MatchManager, MatchScheduler, resolveMatchTiming } from '../../../engine/dungeon/timing.ts';

describe('matchScheduler timing precedence', () => {
  const rs = defineRuleset({ timing: { tickMs: 300, minDurationMs: 1000, hardCeilingMs: 5000 } });
  const env = { MATCH_TICK_MS: '400', MATCH_MIN_DURATION_MS: '2000', MATCH_HARD_CEILING_MS: '6000' };
  it('argument beats env beats ruleset beats default', () => {
    expect(resolveMatchTiming({ tickMs: 500, minDurationMs: 3000, hardCeilingMs: 7000 }, env, rs)).toMatchObject({ tickMs: 500, minDurationMs: 3000, hardCeilingMs: 7000 });
    expect(resolveMatchTiming({}, env, rs)).toMatchObject({ tickMs: 400, minDurationMs: 2000, hardCeilingMs: 6000 });
    expect(resolveMatchTiming({}, {}, rs)).toMatchObject({ tickMs: 300, minDurationMs: 1000, hardCeilingMs: 5000 });
    expect(resolveMatchTiming({}, {}, null)).toEqual({ tickMs: 250, minDurationMs: 20000, hardCeilingMs: 240000, blockDeadline: true });
  });
  it('a 0 falls through (the original chains with ||), and so does a non-number', () => {
    expect(resolveMatchTiming({ tickMs: 0 }, { MATCH_TICK_MS: '0' }, rs).tickMs).toBe(300);
    expect(resolveMatchTiming({}, { MATCH_TICK_MS: 'fast' }, null).tickMs).toBe(250);
  });
  it('takes blockDeadline from the ruleset', () => {
    expect(resolveMatchTiming({}, {}, defineRuleset({ timing: { blockDeadline: false } })).blockDeadline).toBe(false);
  });
});

describe('block counts', () => {
  it('counts 100, 100, 101 give heights 99 and 100 (a duplicate does not advance)', () => {
    const t = new BlockTracker();
    expect([t.observeCount(100), t.observeCount(100), t.observeCount(101), t.observeCount(90)]).toEqual([99, null, 100, null]);
  });
});

function managed(rulesetId = 'race', overrides = {}) {
  const room = MatchRoom.create({ seed: 'deadline', rulesetId, rulesetOverrides: overrides });
  room.addPlayer('A'); room.addPlayer('B');
  const manager = new MatchManager();
  manager.attach('m1', room, resolveMatchTiming({}, {}, room.state.ruleset), 0, 50);
  manager.activate('m1', 3000);
  return { room, manager };
}

describe('block deadlines', () => {
  it('never fire at the start height, even after the floor', () => {
    const { room, manager } = managed();
    expect(manager.expireBlockDeadlines(50, 60_000)).toEqual([]);
    expect(room.state.status).toBe('active');
  });
  it('never fire before the 20 000 ms active-play floor', () => {
    const { manager } = managed();
    expect(manager.expireBlockDeadlines(51, 3000 + 19_999)).toEqual([]);
  });
  it('fire on a strictly later header once the floor has elapsed, recording endBlockHeight', () => {
    const { room, manager } = managed();
    expect(manager.expireBlockDeadlines(51, 23_000)).toEqual(['m1']);
    expect([room.state.endReason, room.state.endBlockHeight]).toEqual(['block_deadline', 51]);
  });
  it('the floor flag counts as the floor met', () => {
    const { manager } = managed();
    manager.markFloor('m1');
    expect(manager.expireBlockDeadlines(51, 3001)).toEqual(['m1']);
  });
  it('are idempotent on duplicate polls', () => {
    const { room, manager } = managed();
    manager.expireBlockDeadlines(51, 30_000);
    const snap = JSON.stringify(room.state);
    expect(manager.expireBlockDeadlines(51, 30_000)).toEqual([]);
    expect(manager.expireBlockDeadlines(52, 40_000)).toEqual([]);
    expect(JSON.stringify(room.state)).toBe(snap);
  });
  it('with blockDeadline false never expire; the hard-ceiling watchdog is the only clock end', () => {
    const { room, manager } = managed('race', { timing: { blockDeadline: false, hardCeilingMs: 60_000 } });
    expect(manager.expireBlockDeadlines(99, 59_000)).toEqual([]);
    expect(manager.checkHardCeilings(59_999)).toEqual([]);
    expect(manager.checkHardCeilings(60_000)).toEqual(['m1']);
    expect(room.state.endReason).toBe('hard_ceiling');
  });
  it('the hard ceiling counts from attach, so the countdown counts against it', () => {
    const { manager } = managed('race', { timing: { hardCeilingMs: 10_000 } });
    expect(manager.checkHardCeilings(10_000)).toEqual(['m1']); // attached at 0, active at 3000
  });
  it('the scheduler offers only advancing headers from its source', async () => {
    const { room, manager } = managed();
    let now = 0;
    const chain = new SimulatedChain('GRIN', 'sched');
    const sched = new MatchScheduler(manager, new SimulatedHeaderSource(chain, () => now));
    room.state.startHeight = 0;
    now = chain.timeOf(1) - 1;
    expect(await sched.poll(25_000)).toEqual([]);
    now = chain.timeOf(1);
    expect(await sched.poll(25_000)).toEqual(['m1']);
    expect(await sched.poll(25_000)).toEqual([]);
  });
});

describe('the simulated chain', () => {
  it('is deterministic per chain and seed, at about the mean block time', () => {
    const a = new SimulatedChain('WOW', 'x'), b = new SimulatedChain('WOW', 'x');
    expect(a.timeOf(50)).toBe(b.timeOf(50));
    expect(a.header(7)).toEqual(b.header(7));
    const mean = a.timeOf(200) / 200;
    expect(mean).toBeGreaterThan(300_000 * 0.9);
    expect(mean).toBeLessThan(300_000 * 1.1);
    expect(a.heightAt(a.timeOf(12))).toBe(12);
    expect(a.heightAt(a.timeOf(12) - 1)).toBe(11);
  });
  it('refuses an unknown chain with a one-line error', () => {
    expect(() => new SimulatedChain('DOGE', 'x')).toThrow(/unknown chain "DOGE": chains are GRIN, XMR, LTC, WOW, BTC/);
  });
  it('the source serves no header above the tip', async () => {
    const src = new SimulatedHeaderSource(new SimulatedChain('BTC', 'y'), () => 0);
    expect((await src.tip()).height).toBe(0);
    expect(await src.header(1)).toBeNull();
  });
});

class ManualScheduler implements TickScheduler {
  fns: { ms: number; fn: () => void; next: number }[] = [];
  now = 0;
  every(ms: number, fn: () => void) {
    const entry = { ms, fn, next: ms };
    this.fns.push(entry);
    return () => { this.fns = this.fns.filter((e) => e !== entry); };
  }
  advance(ms: number) {
    const end = this.now + ms;
    for (;;) {
      const due = this.fns.filter((e) => e.next <= end).sort((a, b) => a.next - b.next)[0];
      if (!due) break;
      this.now = due.next; due.next += due.ms; due.fn();
    }
    this.now = end;
  }
}

describe('MatchEngine', () => {
  it('ticks the room at tickMs through the injected scheduler and reports the end once', () => {
    const room = MatchRoom.create({ seed: 'engine', rulesetId: 'race', rulesetOverrides: { entities: { monster: false } } });
    room.addPlayer('A'); room.addPlayer('B');
    const sched = new ManualScheduler();
    const ends: string[] = [];
    let ticks = 0;
    const engine = new MatchEngine(room, { scheduler: sched, onTick: () => { ticks++; }, onEnd: (r) => ends.push(r.reason) });
    engine.start();
    expect(engine.tickMs).toBe(250);
    engine.queue('A', 'N');
    sched.advance(1000);
    expect(room.state.tick).toBe(4);
    room.forfeit('A'); room.forfeit('B');
    sched.advance(250);
    expect(ends).toEqual(['all_dead']);
    expect(engine.running).toBe(false);
    sched.advance(1000);
    expect(room.state.tick).toBe(4);
    expect(ticks).toBeGreaterThan(0);
  });
  it('expire ends the match from outside and stops the loop', () => {
    const room = MatchRoom.create({ seed: 'engine2', rulesetId: getRuleset('race')!.id });
    room.addPlayer('A'); room.addPlayer('B');
    const sched = new ManualScheduler();
    const ends: string[] = [];
    const engine = new MatchEngine(room, { scheduler: sched, tickMs: 100, onEnd: (r) => ends.push(r.reason) });
    engine.start();
    sched.advance(300);
    engine.expire('hard_ceiling');
    expect([ends, sched.fns.length, room.state.tick]).toEqual([['hard_ceiling'], 0, 3]);
  });
  it('accepts at most one move per player per 60 ms when given the time', () => {
    const room = MatchRoom.create({ seed: 'rate', rulesetId: 'race' });
    room.addPlayer('A'); room.addPlayer('B');
    const engine = new MatchEngine(room, { scheduler: new ManualScheduler() });
    engine.start();
    expect([engine.queue('A', 'N', 1000), engine.queue('A', 'S', 1059), engine.queue('A', 'E', 1060), engine.queue('B', 'W', 1001)]).toEqual([true, false, true, true]);
    expect(room.state.intents).toEqual({ A: 'E', B: 'W' });
  });
});
