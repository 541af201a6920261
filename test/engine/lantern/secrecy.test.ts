import { describe, expect, it } from 'vitest';
import { pcgBelow, pcgSeed } from '../../../engine/core/pcg32.ts';
import { playBotMatch } from '../../../engine/lantern/bot-match.ts';
import { GN, losClear, rebakeOcclusion } from '../../../engine/lantern/grid.ts';
import { solidAt } from '../../../engine/lantern/motion.ts';
import { crateLitBy } from '../../../engine/lantern/sight.ts';
import { hidesIn } from '../../../engine/lantern/sim.ts';
import { COG_FOUND, CRATE_BROKEN, CRATE_LOCKED, type LanternState } from '../../../engine/lantern/types.ts';
import { lanternView } from '../../../engine/lantern/view.ts';
import { cloneState } from '../../../engine/lantern/match.ts';

/** Every object in a view (outside the blueprint) that carries a position, with its path. */
function positioned(v: unknown, path = '', out: { path: string; o: Record<string, unknown> }[] = []) {
  if (!v || typeof v !== 'object') return out;
  if (Array.isArray(v)) { v.forEach((x, i) => positioned(x, `${path}[${i}]`, out)); return out; }
  const o = v as Record<string, unknown>;
  if ('x' in o || 'y' in o) out.push({ path, o });
  for (const [k, x] of Object.entries(o)) if (k !== 'blueprint') positioned(x, `${path}.${k}`, out);
  return out;
}

function randomStates(): LanternState[] {
  const states: LanternState[] = [];
  for (const [seed, moth, owl] of [[1, 'warden', 'moth'], [2, 'moth', 'warden'], [3, 'warden', 'warden']] as const) {
    playBotMatch('lantern-test', seed, { bots: { moth, owl }, onTurn: (s) => { if (s.end === null) states.push(s); } });
  }
  // and scrambled copies: cogs and crates moved to random free spots, random aims
  const rng = pcgSeed(77, 1);
  const base = states.slice();
  for (let i = 0; i < 300; i++) {
    const s = cloneState(base[pcgBelow(rng, base.length)]);
    for (const c of s.cogs) {
      if (c.state === COG_FOUND) continue;
      let x = 0, y = 0;
      do { x = 20 + pcgBelow(rng, 1195); y = 20 + pcgBelow(rng, 620); } while (solidAt(false, x, y));
      c.x = x * 256; c.y = y * 256; c.aim = pcgBelow(rng, 256);
      c.litBy = -1; c.litStreak = 0;
    }
    states.push(s);
  }
  return states;
}

describe('secrecy of views', () => {
  const states = randomStates();

  it('shows each seat only what lantern-facts lets it know, over many random states', () => {
    expect(states.length).toBeGreaterThan(300);
    const occ = new Uint8Array(GN);
    for (const s of states) {
      rebakeOcclusion(occ, s.crates, s.doorSolid);
      for (let seat = 0; seat < 6; seat++) {
        const v = lanternView(s, { kind: 'seat', seat });
        expect(v.cogs).toBeUndefined();
        expect(v.seed).toBeUndefined();
        expect(v.names).toBeUndefined();
        const hider = hidesIn(seat, s.half);
        for (const { path, o } of positioned(v)) {
          const other = typeof o.seat === 'number' ? (o.seat as number) : -1;
          if (path.startsWith('.self') || path.startsWith('.teammates')) { expect(other % 2).toBe(seat % 2); continue; }
          if (path.startsWith('.rings')) {
            const ring = s.rings.find((r) => r.x === o.x && r.y === o.y)!;
            const c = s.cogs[seat];
            expect(ring).toBeDefined();
            expect(hider ? ring.kind === 'break' : true).toBe(true);
            const dx = ring.x - (c.x >> 8), dy = ring.y - (c.y >> 8); // heard within the radius of the ring's (jittered) point
            expect(dx * dx + dy * dy).toBeLessThanOrEqual(ring.r * ring.r);
            continue;
          }
          if (path.startsWith('.crates')) {
            if (!hider) expect(crateLitBy(s, occ, Number(String(o.id).slice(1)))).toBeGreaterThanOrEqual(0);
            continue;
          }
          if (path.startsWith('.seekersSeen')) {
            expect(hider).toBe(true);
            const me = s.cogs[seat], them = s.cogs[other];
            const dx = (them.x >> 8) - (me.x >> 8), dy = (them.y >> 8) - (me.y >> 8);
            expect(dx * dx + dy * dy).toBeLessThanOrEqual(700 * 700);
            expect(losClear(occ, me.x >> 8, me.y >> 8, them.x >> 8, them.y >> 8)).toBe(true);
            continue;
          }
          if (path.startsWith('.litHiders')) {
            expect(hider).toBe(false);
            expect(s.cogs[other].litBy).toBeGreaterThanOrEqual(0);
            continue;
          }
          throw new Error(`unexpected position in seat ${seat}'s view at ${path}`);
        }
      }
    }
  }, 180_000);

  it('shows a live match to spectators without a single position', () => {
    for (const s of states.slice(0, 60)) {
      const v = lanternView(s, { kind: 'spectator' });
      expect(positioned(v)).toEqual([]);
      expect(v.clock.turn).toBeGreaterThanOrEqual(0);
      expect(Array.isArray(v.found)).toBe(true);
      expect(v.blueprint.name).toBe('vault');
    }
  });

  it('gives live spectators the counts of crates locked and broken, with no crate, cell or seat beside them', () => {
    // the bot matches lock crates; a copy with crates broken and locked by hand covers both counts
    const worked = cloneState(states[states.length - 1]);
    worked.crates[2].state = CRATE_BROKEN;
    worked.crates[7].state = CRATE_BROKEN;
    worked.crates[4].state = CRATE_LOCKED;
    let locked = 0, broken = 0;
    for (const s of [...states, worked]) {
      const v = lanternView(s, { kind: 'spectator' });
      const truth = { locked: s.crates.filter((c) => c.state === CRATE_LOCKED).length, broken: s.crates.filter((c) => c.state === CRATE_BROKEN).length };
      expect(v.crateCounts).toEqual(truth);
      // two numbers and nothing else: no crate list, no position anywhere in the view
      expect(Object.keys(v.crateCounts!).sort()).toEqual(['broken', 'locked']);
      expect(v.crates).toBeUndefined();
      expect(positioned(v)).toEqual([]);
      locked += truth.locked; broken += truth.broken;
    }
    expect(locked).toBeGreaterThan(0);
    expect(lanternView(worked, { kind: 'spectator' }).crateCounts!.broken).toBeGreaterThanOrEqual(2);
  });

  it('keeps a team view to its own team and its role', () => {
    for (const s of states.slice(0, 60)) {
      for (const team of ['moth', 'owl'] as const) {
        const v = lanternView(s, { kind: 'team', team });
        expect(v.teammates!.every((t) => t.team === team)).toBe(true);
        expect(v.cogs).toBeUndefined();
      }
    }
  });

  it('shows everything once the match is over', () => {
    const s = playBotMatch('lantern-test', 4);
    const v = lanternView(s, { kind: 'spectator' });
    expect(v.cogs).toHaveLength(6);
    expect(v.results?.reason).toBe('complete');
  }, 120_000);
});

describe('secrecy of the event log', () => {
  it('shows a live match’s spectators only public events, and each team its own orders and what its role learns', async () => {
    const { lanternEventsFor } = await import('../../../engine/lantern/events.ts');
    const { setupLantern, resolveLanternTurn } = await import('../../../engine/lantern/match.ts');
    const { baselineOrder } = await import('../../../engine/lantern/bots.ts');
    let s = setupLantern('lantern-test', 6);
    const all: { s: LanternState; events: import('../../../engine/core/game.ts').GameEvent[] }[] = [];
    while (s.end === null) {
      const orders = new Map([0, 1, 2, 3, 4, 5].filter((k) => !(s.act === 'build' && k % 2 !== s.half)).map((k) => [k, baselineOrder(s, k)]));
      const out = resolveLanternTurn(s, orders);
      all.push({ s: out.state, events: out.events });
      s = out.state;
    }
    let sawPrivate = 0;
    for (const { s: st, events } of all.slice(0, -1)) {
      const spectator = lanternEventsFor(st, events, { kind: 'spectator' });
      expect(spectator.every((e) => ['match_start', 'half_start', 'act_start', 'turn_start', 'found', 'act_end', 'half_end', 'end', 'crate_break', 'player_failure'].includes(e.type))).toBe(true);
      for (const seat of [0, 1]) {
        const mine = lanternEventsFor(st, events, { kind: 'seat', seat });
        for (const e of mine) {
          if (e.type === 'order' || e.type === 'crate_push' || e.type === 'crate_lock') expect((e.seat as number) % 2).toBe(seat);
          const crossed = events.some((x) => x.type === 'half_start');
          if (!crossed && (e.type === 'spot' || e.type === 'sound' || e.type === 'crate_pry')) expect(hidesIn(seat, st.half)).toBe(false);
        }
        sawPrivate += mine.length - spectator.length;
      }
    }
    expect(sawPrivate).toBeGreaterThan(0);
    const last = all[all.length - 1];
    expect(lanternEventsFor(last.s, last.events, { kind: 'spectator' })).toEqual(last.events);
  }, 120_000);
});
