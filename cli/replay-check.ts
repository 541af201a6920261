// Checks everything a replay file claims, for any game (issue 17): the game's own digest check
// first, then the match is played again through the Game contract from the inputs the replay
// records (setup from its ruleset, seed and options; each turn's orders), and the replay the game
// writes for that match must equal the file field for field. So an edited seed, a flipped control
// byte or an edited event, result or keyframe fails, naming the first field that differs, even
// where it leaves every digest unchanged (a Lantern seed only shows in the events and results,
// and many control bytes change nothing the state digest covers).
//
// Older replay documents are upgraded by the game (Game.readReplay) and compared in today's shape.
// Turn-based replays record each turn's orders; Lantern's record the orders as events.
import type { Game, GameEvent, ReplayCheck, ReplayDoc, SetupOptions } from '../engine/core/game.ts';
import { ordersMap } from '../engine/core/replay.ts';

/** A match played again from a replay's inputs: the final state, or why it could not be played. */
type Rederived = { state: unknown } | { error: string };

/** The longest match replayed (turns): a bound against a damaged file naming an endless one. */
const MAX_TURNS = 100_000;

/** Checks a replay document completely: the game's digests, then every field against a replay played again. */
export function checkReplay(game: Game<any, any, any>, doc: unknown): ReplayCheck {
  const own = game.verifyReplay(doc);
  if (!own.ok) return own;
  let read: Record<string, unknown>;
  let again: Rederived;
  try {
    // Older documents are compared in the shape the game writes now (the game upgrades them).
    read = (game.readReplay ? game.readReplay(doc) : doc) as Record<string, unknown>;
    again = rederive(game, read);
  } catch (e) {
    return { ok: false, error: `its inputs do not replay: ${(e as Error).message}` };
  }
  if ('error' in again) return { ok: false, error: `its inputs do not replay: ${again.error}` };
  const want = JSON.parse(JSON.stringify(game.replay(again.state))) as unknown;
  const diff = firstTopDifference(read, want as Record<string, unknown>);
  if (diff) return { ok: false, error: describe(read, want, diff), ...where(read, want, diff) };
  return own;
}

// ---- the inputs a replay records, played again through the Game contract ----------

/** Plays a replay's inputs again: each turn's recorded orders (turn-based games), or the orders its events record (Lantern). */
function rederive(game: Game<any, any, any>, d: Record<string, unknown>): Rederived {
  if (Array.isArray(d.orders) && typeof d.rulesetId === 'string') return rederiveOrders(game, d as unknown as ReplayDoc<unknown>);
  if (typeof d.controls === 'string' && Array.isArray(d.events)) return rederiveFromOrderEvents(game, d);
  return { error: `no way to replay a ${game.id} match's inputs here` };
}

/** A turn-based game's replay (version 2): set up from its ruleset, seed, env and options, then each turn's orders. */
function rederiveOrders(game: Game<any, any, any>, d: ReplayDoc<unknown>): Rederived {
  let s = game.setup(d.rulesetId, d.seed, { ...d.options, ...(d.env ? { env: d.env } : {}) } as SetupOptions);
  for (const orders of d.orders ?? []) s = game.resolveTurn(s, ordersMap(orders)).state;
  return { state: s };
}

/**
 * Lantern records each turn's orders as `order` events (every awaited seat's installed order).
 * A seat that never ordered was left out (the game played it and said `player_failure` once),
 * so it is left out again until its recorded order shows it ordered after all.
 */
function rederiveFromOrderEvents(game: Game<any, any, any>, d: Record<string, unknown>): Rederived {
  const events = (d.events ?? []) as GameEvent[];
  const byTurn = new Map<number, GameEvent[]>();
  for (const e of events) {
    if (!byTurn.has(e.turn)) byTurn.set(e.turn, []);
    byTurn.get(e.turn)!.push(e);
  }
  const end = d.end as { reason?: string } | null;
  let s = game.setup(String(d.rulesetId), d.seed as number, { ...(d.options as SetupOptions) });
  const absent = new Set<number>();
  for (let n = 0; !game.isOver(s); n++) {
    if (n > MAX_TURNS) return { error: `more than ${MAX_TURNS} turns` };
    // Turn numbers follow the clock (a half that ends early skips the rest of its turns).
    const turn = game.turn(s);
    const recorded = byTurn.get(turn) ?? [];
    if (recorded.length === 0) {
      if (end?.reason === 'fault') break;
      return { error: `the match is not over at turn ${turn}, and nothing is recorded for it` };
    }
    // A match its wall-clock budget ended: this turn only said so.
    const ctx = recorded.some((e) => e.type === 'turn_start') ? {} : { elapsedMs: Number.MAX_SAFE_INTEGER };
    for (const e of recorded) if (e.type === 'player_failure') absent.add(Number(e.seat));
    const ordersOf = (given: Set<number>) => {
      const m = new Map<number, unknown>();
      for (const e of recorded) if (e.type === 'order' && given.has(Number(e.seat))) m.set(Number(e.seat), e.order);
      return m;
    };
    const seats = new Set(recorded.filter((e) => e.type === 'order').map((e) => Number(e.seat)));
    let out = game.resolveTurn(s, ordersOf(new Set([...seats].filter((k) => !absent.has(k)))), ctx);
    // An absent seat whose recorded order is not what the game played for it did order this turn.
    const played = new Map(out.events.filter((e) => e.type === 'order').map((e) => [Number(e.seat), JSON.stringify(e.order)]));
    const back = [...seats].filter((k) => absent.has(k) && played.get(k) !== JSON.stringify(recorded.find((e) => e.type === 'order' && Number(e.seat) === k)!.order));
    if (back.length) {
      for (const k of back) absent.delete(k);
      out = game.resolveTurn(s, ordersOf(new Set([...seats].filter((k) => !absent.has(k)))), ctx);
    }
    s = out.state;
  }
  // A host fault ends a match outside the rules: the replay says so, the turns before it were checked.
  if (!game.isOver(s) && end?.reason === 'fault') (s as { end: unknown }).end = { ...end };
  return { state: s };
}

// ---- comparing ------------------------------------------------------------------------------

/**
 * The first differing field of two replay documents: of the differences found in fields that run
 * in time (events and keyframes (`digests`) by their tick, Lantern's controls by their tick), the earliest;
 * failing those, the first other field in the file's order (results, end, ...). Only the fields
 * the file has are compared: a field it leaves out claims nothing (so a game that adds a field to
 * its replays still verifies the files written before).
 */
function firstTopDifference(doc: Record<string, unknown>, want: Record<string, unknown>): string | null {
  let best: { path: string; tick: number } | null = null;
  let untimed: string | null = null;
  for (const k of Object.keys(doc)) {
    const path = firstDifference(doc[k], want[k], k);
    if (!path) continue;
    const tick = tickOf(doc, want, path);
    if (tick === null) untimed ??= path;
    else if (!best || tick < best.tick) best = { path, tick };
  }
  return best?.path ?? untimed;
}

/** The tick a differing path belongs to (an event's or keyframe's tick, a control byte's tick), or null. */
function tickOf(doc: unknown, want: unknown, path: string): number | null {
  const item = /^(events|digests)\[(\d+)\]/.exec(path);
  if (item) {
    const t = at(doc, `${item[1]}[${item[2]}].tick`) ?? at(want, `${item[1]}[${item[2]}].tick`);
    return typeof t === 'number' ? t : null;
  }
  if (path === 'controls') {
    const i = firstByte(Buffer.from(String(at(doc, 'controls')), 'base64'), Buffer.from(String(at(want, 'controls')), 'base64'));
    return Math.floor(i / LANTERN_TICK_BYTES);
  }
  return null;
}

function firstByte(a: Buffer, b: Buffer): number {
  let i = 0;
  while (i < Math.min(a.length, b.length) && a[i] === b[i]) i++;
  return i;
}

/** The path of the first value that differs (`events[3].seed`), or null when equal. Object keys in sorted order. */
export function firstDifference(a: unknown, b: unknown, path: string): string | null {
  if (a === b) return null;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return path || '(the whole document)';
  if (Array.isArray(a) !== Array.isArray(b)) return path;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    for (let i = 0; i < Math.min(a.length, bb.length); i++) {
      const d = firstDifference(a[i], bb[i], `${path}[${i}]`);
      if (d) return d;
    }
    return a.length === bb.length ? null : `${path}.length`;
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(ao), ...Object.keys(bo)])].sort();
  for (const k of keys) {
    const d = firstDifference(ao[k], bo[k], path ? `${path}.${k}` : k);
    if (d) return d;
  }
  return null;
}

function at(doc: unknown, path: string): unknown {
  if (path === '(the whole document)') return doc;
  let v: unknown = doc;
  for (const part of path.replace(/\[(\d+)\]/g, '.$1').split('.').filter(Boolean)) {
    if (part === 'length' && Array.isArray(v)) return v.length;
    v = v && typeof v === 'object' ? (v as Record<string, unknown>)[part] : undefined;
  }
  return v;
}

/** A value as a message quotes it: short, one line. */
function shown(v: unknown): string {
  const text = v === undefined ? 'nothing' : JSON.stringify(v);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** Bytes of one Lantern tick: four control bytes for each of six seats. */
const LANTERN_TICK_BYTES = 24;

/** The one-line error for a differing field, naming the keyframe, event or control tick it is in. */
function describe(doc: unknown, want: unknown, path: string): string {
  const top = path.split(/[.[]/)[0];
  if (path === 'controls') {
    const a = Buffer.from(String(at(doc, 'controls')), 'base64');
    const b = Buffer.from(String(at(want, 'controls')), 'base64');
    const i = firstByte(a, b);
    if (i >= Math.min(a.length, b.length)) return `controls: ${a.length / LANTERN_TICK_BYTES} ticks recorded, ${b.length / LANTERN_TICK_BYTES} played from its orders`;
    const tick = Math.floor(i / LANTERN_TICK_BYTES);
    const seat = Math.floor((i % LANTERN_TICK_BYTES) / 4);
    return `controls at tick ${tick} (seat ${seat}, byte ${i % 4}) differ: ${(a[i] << 24) >> 24} recorded, ${(b[i] << 24) >> 24} from the orders the replay records`;
  }
  const kf = /^digests\[(\d+)\]/.exec(path);
  const tick = kf ? at(doc, `digests[${kf[1]}].tick`) : undefined;
  const what = kf && typeof tick === 'number' ? `keyframe at tick ${tick} (${path})` : top === 'events' ? `event ${path}` : `field ${path}`;
  return `${what} differs: ${shown(at(doc, path))} recorded, ${shown(at(want, path))} when the match is played again`;
}

/** The turn (and tick) a difference belongs to, where the field tells. */
function where(doc: unknown, want: unknown, path: string): { tick?: number; turn?: number } {
  if (path === 'controls') {
    const tick = tickOf(doc, want, path);
    return tick === null ? {} : { tick };
  }
  const ev = /^events\[(\d+)\]/.exec(path);
  if (ev) {
    const e = at(doc, `events[${ev[1]}]`) as { turn?: unknown; tick?: unknown } | undefined;
    return { ...(typeof e?.turn === 'number' ? { turn: e.turn } : {}), ...(typeof e?.tick === 'number' ? { tick: e.tick } : {}) };
  }
  // A keyframe of a game on a clock (Lantern) names its tick; a turn-based replay's orders and digests their turn.
  const kf = /^digests\[(\d+)\]/.exec(path);
  const tick = kf ? at(doc, `digests[${kf[1]}].tick`) : undefined;
  if (typeof tick === 'number') return { tick };
  const turn = /^(?:orders|digests)\[(\d+)\]/.exec(path);
  return turn ? { turn: Number(turn[1]) } : {};
}
