// Lantern's state encodings. `encodeLanternState` is the whole state as JSON (CLI, tests, renders).
// For live stores the state splits in two (issue 6): the live part (everything but the replay
// history, about 7 KB of JSON) is rewritten each turn, and each turn's history chunk (its control
// bytes, keyframes and events) is appended once; `decodeLanternFull` joins them again.
import type { GameEvent, HistoryCodec } from '../core/game.ts';
import type { Keyframe, LanternState } from './types.ts';

/** One turn's history: control-byte chunks (base64), keyframes and events, in order. */
interface Chunk {
  c: string[];
  k: Keyframe[];
  e: GameEvent[];
}

/** The whole state as JSON. */
export function encodeLanternState(s: LanternState): string {
  return JSON.stringify(s);
}

/** A state from its JSON (whole, or the live part alone); throws on anything else. */
export function decodeLanternState(text: string): LanternState {
  const s = JSON.parse(text) as LanternState;
  if (s && s.game === 'lantern' && (s.v as number) === 1) throw new Error('a lantern state from before the original game\'s rules (v1) cannot be resumed: finish or cancel that match');
  if (!s || s.game !== 'lantern' || s.v !== 2) throw new Error('not a lantern state');
  return s;
}

/**
 * The state without its history. The last keyframe stays (the tick loop compares against it), so
 * the live state plays on exactly as the whole one: no rule reads older keyframes, controls or events.
 */
export function encodeLanternLive(s: LanternState): string {
  return JSON.stringify({ ...s, controls: [], keyframes: s.keyframes.length ? [s.keyframes[s.keyframes.length - 1]] : [], events: [] });
}

/**
 * The history `next` added to `prev`. Turns only append to these lists, and a live state holds
 * no controls, one keyframe (already in an earlier chunk) and no events, so the new part is the tail.
 */
export function encodeLanternChunk(prev: LanternState | null, next: LanternState): string {
  const chunk: Chunk = {
    c: next.controls.slice(prev ? prev.controls.length : 0),
    k: next.keyframes.slice(prev ? prev.keyframes.length : 0),
    e: next.events.slice(prev ? prev.events.length : 0),
  };
  return JSON.stringify(chunk);
}

/** The whole state from the live part and every chunk so far (none: the text is taken as a whole state). */
export function decodeLanternFull(live: string, chunks: readonly string[]): LanternState {
  const s = decodeLanternState(live);
  if (chunks.length === 0) return s;
  const controls: string[] = [], keyframes: Keyframe[] = [], events: GameEvent[] = [];
  for (const text of chunks) {
    const c = JSON.parse(text) as Chunk;
    for (const x of c.c) controls.push(x);
    for (const x of c.k) keyframes.push(x);
    for (const x of c.e) events.push(x);
  }
  return { ...s, controls, keyframes, events };
}

/** The split codec of the Game contract. */
export const LANTERN_HISTORY: HistoryCodec<LanternState> = {
  encodeLive: encodeLanternLive,
  encodeChunk: encodeLanternChunk,
  decodeFull: decodeLanternFull,
};
