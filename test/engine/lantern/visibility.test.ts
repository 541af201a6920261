// What each Lantern viewer receives, checked against the rules over random matches: the event log
// of every seat, both teams and a live spectator, turn by turn, against lantern-facts worked out
// independently (a sound ring only to a listener within its radius of the jittered point while it
// lived in its turn, found by re-simulating the replay tick by tick); and the rings in each seat's
// view against its earshot now.
import { describe, expect, it } from 'vitest';
import type { GameEvent, Viewer } from '../../../engine/core/game.ts';
import { pcgBelow, pcgSeed } from '../../../engine/core/pcg32.ts';
import { LANTERN } from '../../../engine/lantern/index.ts';
import { baselineOrder } from '../../../engine/lantern/bots.ts';
import { earshotNoter } from '../../../engine/lantern/events.ts';
import { awaitingSeats, resolveLanternTurn, setupLantern } from '../../../engine/lantern/match.ts';
import { resimulate } from '../../../engine/lantern/replay.ts';
import { hidesIn, teamOf } from '../../../engine/lantern/sim.ts';
import type { LanternOrder, LanternState } from '../../../engine/lantern/types.ts';
import { lanternView } from '../../../engine/lantern/view.ts';

const PUBLIC = ['match_start', 'half_start', 'act_start', 'turn_start', 'found', 'act_end', 'half_end', 'end', 'crate_break', 'player_failure'];
const TEXT: readonly string[] = ['hide F4 crawl', 'scout A1', 'flee', 'wait', 'push C2 to B3', 'lock C5', 'hide M7', 'sweep G5 aim track', 'chase', 'beeline F4', 'pry C8', 'hold D2', 'sweep'];

interface Turn { s: LanternState; events: GameEvent[] }

/** A match with random orders: each awaited seat gets a random text order (the baseline when it is refused) or none. */
function randomMatch(seed: number): { turns: Turn[]; final: LanternState } {
  const r = pcgSeed(seed, 3);
  let s = setupLantern('lantern-test', seed, { bots: { moth: seed % 2 ? 'moth' : 'warden', owl: 'warden' } });
  const turns: Turn[] = [];
  while (s.end === null) {
    const orders = new Map<number, LanternOrder>();
    for (const k of awaitingSeats(s)) {
      const roll = pcgBelow(r, 4);
      if (roll === 0) continue;
      const p = LANTERN.parseOrder(s, k, TEXT[pcgBelow(r, TEXT.length)]);
      orders.set(k, p.ok && roll > 1 ? p.value : baselineOrder(s, k));
    }
    const out = resolveLanternTurn(s, orders);
    s = out.state;
    turns.push({ s, events: out.events });
  }
  return { turns, final: s };
}

/**
 * Who heard each ring, by `tick:kind:x:y`: the seats whose role hears it and who stood within its
 * radius of its jittered point (the original's render.nim `audibleTo`) after any tick it lived
 * through in the turn it rang in (a seat walking into earshot hears it too).
 */
function earshotTruth(final: LanternState): { truth: Map<string, Set<number>>; late: number } {
  const truth = new Map<string, Set<number>>();
  let late = 0;
  const tpt = final.ruleset.ticksPerTurn;
  resimulate(LANTERN.replay(final) as never, (st) => {
    const stepped = st.tick - 1;
    for (const ring of st.rings) {
      if (Math.floor(ring.born / tpt) !== Math.floor(stepped / tpt) || stepped - ring.born >= 24) continue;
      const key = `${ring.born}:${ring.kind}:${ring.x}:${ring.y}`;
      const who = truth.get(key) ?? new Set<number>();
      for (let k = 0; k < 6; k++) {
        const seeker = !hidesIn(k, st.half);
        const dx = ring.x - (st.cogs[k].x >> 8), dy = ring.y - (st.cogs[k].y >> 8);
        if ((seeker || ring.kind === 'break') && dx * dx + dy * dy <= ring.r * ring.r && !who.has(k)) {
          who.add(k);
          if (stepped > ring.born) late++;
        }
      }
      truth.set(key, who);
    }
  });
  return { truth, late };
}

/** The events the rules let `viewer` see of a live turn, as the listener receives them. */
function allowed(s: LanternState, events: readonly GameEvent[], viewer: Viewer, truth: Map<string, Set<number>>): GameEvent[] {
  const seats = viewer.kind === 'seat' ? [viewer.seat] : viewer.kind === 'team' ? [0, 1, 2, 3, 4, 5].filter((k) => teamOf(k) === viewer.team) : [];
  const half = (tick: number) => (tick >= s.ruleset.buildTicks + s.ruleset.huntTicks ? 1 : 0);
  const out: GameEvent[] = [];
  for (const e of events) {
    if (PUBLIC.includes(e.type)) { out.push(e); continue; }
    if (seats.length === 0) continue;
    const team = teamOf(seats[0]);
    const hiding = hidesIn(seats[0], half(e.tick ?? 0));
    const ownSeat = typeof e.seat === 'number' && teamOf(e.seat) === team;
    if (e.type === 'sound') {
      const who = truth.get(`${e.tick}:${e.kind}:${e.x}:${e.y}`);
      expect(who, `a ring for ${JSON.stringify(e)}`).toBeDefined();
      if (seats.some((k) => who!.has(k))) out.push({ type: e.type, turn: e.turn, tick: e.tick, kind: e.kind, x: e.x, y: e.y, r: e.r });
    } else if (e.type === 'order') {
      if (ownSeat) out.push(e);
    } else if (['crate_push', 'crate_lock', 'lock_refused'].includes(e.type)) {
      if (hiding && ownSeat) out.push(e);
    } else if (['spot', 'crate_pry'].includes(e.type)) {
      if (!hiding) out.push(e);
    }
  }
  return out;
}

describe('what each Lantern viewer receives', () => {
  it('over random matches, every seat, team and live spectator gets exactly the events the rules allow (a ring only within earshot)', () => {
    let sounds = 0, heard = 0, unheard = 0, lateHearers = 0;
    for (const seed of [11, 12, 13, 14, 15, 16]) {
      const { turns, final } = randomMatch(seed);
      const { truth, late } = earshotTruth(final);
      lateHearers += late;
      for (const { s, events } of turns) {
        if (s.end !== null) {
          expect(LANTERN.eventsFor!(s, events, { kind: 'spectator' })).toEqual(events);
          continue;
        }
        const viewers: Viewer[] = [0, 1, 2, 3, 4, 5].map((seat) => ({ kind: 'seat', seat }));
        viewers.push({ kind: 'team', team: 'moth' }, { kind: 'team', team: 'owl' }, { kind: 'spectator' });
        for (const v of viewers) {
          const got = LANTERN.eventsFor!(s, events, v);
          expect(got).toEqual(allowed(s, events, v, truth));
          if (v.kind === 'seat') for (const e of events) if (e.type === 'sound') (got.some((g) => g.tick === e.tick && g.x === e.x && g.y === e.y) ? heard++ : unheard++);
        }
        sounds += events.filter((e) => e.type === 'sound').length;
      }
    }
    // the matches make noise, and some of it is out of some seat's earshot
    expect(sounds).toBeGreaterThan(50);
    expect(heard).toBeGreaterThan(0);
    expect(unheard).toBeGreaterThan(0);
    // and some seats only came into earshot after the ring rang, while it lived
    expect(lateHearers).toBeGreaterThan(0);
  }, 120_000);

  it('a footstep across the floor from every seeker reaches no one; one next to a seeker reaches that seeker only', () => {
    const s = setupLantern('lantern-test', 5);
    const ev = (x: number, y: number): GameEvent => ({ type: 'sound', turn: 0, tick: s.tick, kind: 'footstep', x, y, r: 260, heard: [] as number[] });
    const far = { ...ev(1200, 600), heard: [] };
    const near = { ...ev(100, 100), heard: [1] };
    for (const seat of [0, 1, 2, 3, 4, 5]) {
      expect(LANTERN.eventsFor!(s, [far], { kind: 'seat', seat })).toEqual([]);
      expect(LANTERN.eventsFor!(s, [near], { kind: 'seat', seat })).toEqual(seat === 1 ? [{ type: 'sound', turn: 0, tick: s.tick, kind: 'footstep', x: 100, y: 100, r: 260 }] : []);
    }
    expect(LANTERN.eventsFor!(s, [near], { kind: 'team', team: 'owl' })).toHaveLength(1);
    expect(LANTERN.eventsFor!(s, [near], { kind: 'spectator' })).toEqual([]);
  });

  it('a ring recorded without its listeners is judged from the jittered point and where the seat stands now', () => {
    const s = setupLantern('lantern-test', 5);
    const c = s.cogs[1], x = c.x >> 8, y = c.y >> 8;
    const at = (dx: number): GameEvent => ({ type: 'sound', turn: 0, tick: s.tick, kind: 'push', x: x + dx, y, r: 420 });
    expect(LANTERN.eventsFor!(s, [at(400)], { kind: 'seat', seat: 1 })).toHaveLength(1);
    expect(LANTERN.eventsFor!(s, [at(421)], { kind: 'seat', seat: 1 })).toHaveLength(0);
    // seat 0 hides in the first half: a push is not for hiders' ears
    const c0 = s.cogs[0];
    expect(LANTERN.eventsFor!(s, [{ ...at(0), x: c0.x >> 8, y: c0.y >> 8 }], { kind: 'seat', seat: 0 })).toHaveLength(0);
  });

  it('a seeker that walks into a live ring\'s radius hears it; a hider there does not hear a push; nobody hears it once it has died', () => {
    const s = setupLantern('lantern-test', 5);
    s.tick = 10;
    const ring = { kind: 'push' as const, ox: 600, oy: 300, x: 640, y: 300, r: 420, born: 10, crate: 0 };
    s.rings.push(ring);
    const e: GameEvent = { type: 'sound', turn: 0, tick: 10, kind: 'push', x: 640, y: 300, r: 420 };
    const events: GameEvent[] = [{ type: 'turn_start', turn: 0, tick: 0 }, e];
    const place = (k: number, x: number, y: number) => { s.cogs[k].x = x << 8; s.cogs[k].y = y << 8; };
    for (let k = 0; k < 6; k++) place(k, 1200, 700);
    const note = earshotNoter();
    s.tick = 11;
    note(s, events);
    expect(e.heard).toEqual([]);
    place(1, 640 + 420, 300); // seat 1 seeks in the first half: at exactly the radius from the jittered point
    place(0, 640, 300); // seat 0 hides: a push is not for its ears
    place(3, 600 - 415, 300); // within the radius of the true origin only
    s.tick = 20;
    note(s, events);
    expect(e.heard).toEqual([1]);
    expect(LANTERN.eventsFor!(s, events, { kind: 'seat', seat: 1 })).toHaveLength(2);
    expect(LANTERN.eventsFor!(s, events, { kind: 'seat', seat: 3 })).toHaveLength(1);
    // the ring has died (born 10, lives through 33): seat 5 walking in hears nothing
    s.rings.length = 0;
    place(5, 640, 300);
    s.tick = 35;
    note(s, events);
    expect(e.heard).toEqual([1]);
  });

  it('each seat\'s view holds exactly the live rings it hears now, at their jittered points', () => {
    let checked = 0;
    for (const seed of [21, 22]) {
      for (const { s } of randomMatch(seed).turns) {
        if (s.end !== null) continue;
        for (let k = 0; k < 6; k++) {
          const v = lanternView(s, { kind: 'seat', seat: k });
          const px = s.cogs[k].x >> 8, py = s.cogs[k].y >> 8, seeker = !hidesIn(k, s.half);
          const want = s.rings.filter((r) => (seeker || r.kind === 'break') && (r.x - px) ** 2 + (r.y - py) ** 2 <= r.r * r.r);
          expect((v.rings ?? []).map((r) => `${r.kind}@${r.x},${r.y}`).sort()).toEqual([...new Set(want.map((r) => `${r.kind}@${r.x},${r.y}`))].sort());
          checked += want.length;
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  }, 60_000);
});
