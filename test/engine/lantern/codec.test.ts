// Lantern's split encoding for live stores: the live part plays on exactly as the whole state, and
// the live part joined with every turn's history chunk is the whole state again (replay included).
import { describe, expect, it } from 'vitest';
import { LANTERN } from '../../../engine/lantern/index.ts';
import type { LanternOrder, LanternState } from '../../../engine/lantern/types.ts';

const H = LANTERN.history!;

function botOrders(s: LanternState): Map<number, LanternOrder> {
  return new Map(LANTERN.awaiting(s).map((k) => [k, LANTERN.baseline(s, k)]));
}

describe('lantern split encoding', () => {
  it('joins the live part and the chunks of every turn back into the whole state, turn by turn', () => {
    let whole = LANTERN.setup('lantern-test', 'codec-1', {});
    let live = LANTERN.decode(H.encodeLive(whole));
    const chunks = [H.encodeChunk(null, whole)];
    let turns = 0;
    while (!LANTERN.isOver(whole)) {
      const orders = botOrders(whole);
      const next = LANTERN.resolveTurn(whole, orders).state;
      const fromLive = LANTERN.resolveTurn(live, orders).state;
      expect(LANTERN.digest(fromLive)).toBe(LANTERN.digest(next));
      expect(H.encodeLive(fromLive)).toBe(H.encodeLive(next));
      chunks.push(H.encodeChunk(live, fromLive));
      whole = next;
      live = LANTERN.decode(H.encodeLive(fromLive));
      turns++;
      expect(H.decodeFull(H.encodeLive(live), chunks)).toEqual(whole);
    }
    expect(turns).toBeGreaterThan(5);
    const joined = H.decodeFull(H.encodeLive(live), chunks);
    expect(LANTERN.replay(joined)).toEqual(LANTERN.replay(whole));
    expect(LANTERN.verifyReplay(LANTERN.replay(joined))).toMatchObject({ ok: true });
  });

  it('keeps no history in the live part but the last keyframe', () => {
    let s = LANTERN.setup('lantern-test', 'codec-2', {});
    for (let i = 0; i < 4; i++) s = LANTERN.resolveTurn(s, botOrders(s)).state;
    const live = LANTERN.decode(H.encodeLive(s));
    expect(live.controls).toEqual([]);
    expect(live.events).toEqual([]);
    expect(live.keyframes).toEqual([s.keyframes[s.keyframes.length - 1]]);
    expect(H.decodeFull(H.encodeLive(s), [])).toEqual(live);
  });

  it('refuses a live text that is not a lantern state', () => {
    expect(() => H.decodeFull('{"game":"dungeon","v":1}', [])).toThrow('not a lantern state');
    expect(() => H.decodeFull('{"game":"lantern","v":1}', [])).toThrow(/from before the original game's rules \(v1\) cannot be resumed/);
  });
});
