// What each Lamplighter viewer receives, checked against the rules over random rounds with random
// orders. The street team shares everything but the Pale: a view shows the Pale only while it is
// seen (it stands in lamplight, or its cold light is within 16 m of a living lamplighter), with no
// position, facing or distance otherwise; every event is public and none carries where the Pale is.
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../../engine/core/game.ts';
import { pcgBelow, pcgSeed, type Pcg32State } from '../../../engine/core/pcg32.ts';
import { LAMPLIGHTER } from '../../../engine/lamplighter/index.ts';
import { PALE } from '../../../engine/lamplighter/constants.ts';
import { gaslight } from '../../../engine/lamplighter/street.ts';
import type { LamplighterCommand } from '../../../engine/lamplighter/plan.ts';

/** Fields an event may carry: who, which lamp, what happened; never a place. */
const EVENT_FIELDS = new Set(['type', 'tick', 'turn', 'seat', 'lamp', 'peak', 'embers', 'upgrade', 'rank', 'level', 'inLamplight', 'cause', 'phase', 'order']);
/** View fields centred on the viewing seat (all else is the same for every member of the street team). */
const CENTRED = new Set(['viewer', 'seat', 'veil', 'target', 'orderHelp']);

function randomOrder(r: Pcg32State, lamps: number): string {
  const k = pcgBelow(r, 7);
  if (k === 0) return 'light';
  if (k === 1) return `wait ${1 + pcgBelow(r, 4)}`;
  if (k === 2) return 'retreat';
  if (k === 3) return `buy ${['reach', 'stride', 'wick'][pcgBelow(r, 3)]}`;
  return `${pcgBelow(r, 2) ? 'run' : 'walk'} ${pcgBelow(r, lamps + 1)}`;
}

describe('what each Lamplighter viewer receives', () => {
  it('over random rounds, the Pale shows only while seen, seat views differ only in what is centred on the seat, and no event tells where the Pale is', () => {
    const r = pcgSeed(17, 9);
    let seen = 0, unseen = 0, events = 0;
    for (let m = 0; m < 12; m++) {
      const rs = ['lamplighter-solo', 'lamplighter-duo', 'lamplighter-trio'][m % 3];
      let s = LAMPLIGHTER.setup(rs, 100 + m);
      for (let t = 0; t < 40 && !LAMPLIGHTER.isOver(s); t++) {
        const orders = new Map<number, LamplighterCommand>();
        for (const seat of LAMPLIGHTER.awaiting(s)) {
          const p = LAMPLIGHTER.parseOrder(s, seat, randomOrder(r, s.round.lamps.length));
          if (p.ok && pcgBelow(r, 4) > 0) orders.set(seat, p.value);
        }
        const out = LAMPLIGHTER.resolveTurn(s, orders);
        s = out.state;
        for (const e of out.events) {
          for (const k of Object.keys(e)) expect(EVENT_FIELDS.has(k), `${e.type}.${k}`).toBe(true);
          events++;
        }
        const rd = s.round;
        const viewers: Viewer[] = [...rd.players.map((_, seat): Viewer => ({ kind: 'seat', seat })), { kind: 'team', team: 'street' }, { kind: 'spectator' }];
        const rule = rd.paleState !== 'off' && (gaslight(rd.street, rd.lamps, rd.pale.x, rd.pale.y).inLamplight
          || rd.players.some((p) => p.alive && Math.hypot(p.x - rd.pale.x, p.y - rd.pale.y) <= PALE.glowSeen));
        const shared = (v: Record<string, unknown>) => Object.fromEntries(Object.entries(v).filter(([k]) => !CENTRED.has(k)).map(([k, x]) => [k, k === 'pale' ? { ...(x as object), dist: null } : x]));
        let first: Record<string, unknown> | null = null;
        for (const v of viewers) {
          const view = LAMPLIGHTER.view(s, v);
          expect(view.pale.visible).toBe(rule);
          if (!rule) expect([view.pale.x, view.pale.y, view.pale.facing, view.pale.dist]).toEqual([null, null, null, null]);
          else expect([view.pale.x, view.pale.y]).toEqual([rd.pale.x, rd.pale.y]);
          const sh = shared(view as unknown as Record<string, unknown>);
          if (first === null) first = sh;
          else expect(sh).toEqual(first);
        }
        if (rd.paleState !== 'off') (rule ? seen++ : unseen++);
        expect(LAMPLIGHTER.view(s, { kind: 'full' }).pale.visible).toBe(rd.paleState !== 'off');
      }
    }
    expect(events).toBeGreaterThan(100);
    expect(seen).toBeGreaterThan(0);
    expect(unseen).toBeGreaterThan(0);
  }, 120_000);
});
