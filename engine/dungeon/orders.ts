// Chat orders (SPEC 4 and 6): `move NNEE` (1–8 steps of N/E/S/W, any case), `exit` and
// `treasure` (the shortest path over the known map, re-planned every tick) and `wait`.
// A bad order gets one line naming the problem and the valid choices, and changes nothing.
import type { Parsed } from '../core/game.ts';
import { excerpt, guardParse, quoteInput } from '../core/text.ts';
import { canSee, DELTA, DIRS, distanceField } from './grid.ts';
import type { Dir, DungeonOrder, DungeonState, PlayerState, Point } from './types.ts';
import { isActive } from './win-conditions.ts';

/** Ticks per chat turn, and so the most steps a `move` order can hold. */
export const TICKS_PER_TURN = 8;
export const MAX_STEPS = TICKS_PER_TURN;

const GRAMMAR = 'orders are move NNEE (1 to 8 steps of N, E, S, W), exit, treasure, wait';
const DIR_SET = new Set(['N', 'E', 'S', 'W']);

function parseSteps(raw: string): Parsed<Dir[]> {
  const letters = raw.replace(/[\s,]+/g, '').toUpperCase();
  if (letters.length === 0) return { ok: false, error: 'move needs 1 to 8 steps of N, E, S, W, for example move NNEE' };
  const bad = [...letters].find((c) => !DIR_SET.has(c));
  if (bad !== undefined) return { ok: false, error: `${quoteInput(bad)} is not a step: steps are N, E, S, W (for example move NNEE)` };
  if (letters.length > MAX_STEPS) return { ok: false, error: `move has ${letters.length} steps: at most ${MAX_STEPS} steps a turn` };
  return { ok: true, value: [...letters] as Dir[] };
}

/** Checks an order against the seat's situation (the treasure order needs treasure on the floor). */
function checkFor(s: DungeonState, seat: number, order: DungeonOrder): Parsed<DungeonOrder> {
  if (order.kind === 'treasure') {
    const me = s.players[seat];
    if (me.hasTreasure) return { ok: false, error: 'you already carry the treasure: orders now are move, exit, wait' };
    if (!s.treasure) {
      const carrier = s.players.find((p) => p.hasTreasure);
      return { ok: false, error: `the treasure is ${carrier ? `carried by ${carrier.name}` : 'gone'}: orders now are move, exit, wait` };
    }
  }
  return { ok: true, value: order };
}

/**
 * Parses a typed order object or a one-line text order for a seat. Any input at all gets a value
 * or one clean line of at most 200 characters (quoting a short escaped excerpt); it never throws.
 */
export function parseDungeonOrder(s: DungeonState, seat: number, input: unknown): Parsed<DungeonOrder> {
  return guardParse(() => readOrder(s, seat, input), `that order could not be read: ${GRAMMAR}`);
}

function readOrder(s: DungeonState, seat: number, input: unknown): Parsed<DungeonOrder> {
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players.length) {
    return { ok: false, error: `there is no seat ${excerpt(seat)}: seats are 0 to ${s.players.length - 1}` };
  }
  const p = s.players[seat];
  if (s.status !== 'active') return { ok: false, error: `the match is ${s.status}: no orders are taken` };
  if (!isActive(p)) return { ok: false, error: `${p.name} is ${p.alive ? 'out of the dungeon' : 'dead'}: only players in play give orders` };
  if (typeof input === 'string') {
    const text = input.trim();
    const m = /^(\S+)\s*(.*)$/.exec(text);
    if (!m) return { ok: false, error: `empty order: ${GRAMMAR}` };
    const verb = m[1].toLowerCase(), rest = m[2];
    if (verb === 'move') {
      const steps = parseSteps(rest);
      return steps.ok ? { ok: true, value: { kind: 'move', steps: steps.value } } : steps;
    }
    if (verb === 'exit' || verb === 'treasure' || verb === 'wait') {
      if (rest.length > 0) return { ok: false, error: `${verb} takes nothing after it: ${GRAMMAR}` };
      return checkFor(s, seat, { kind: verb });
    }
    return { ok: false, error: `unknown order ${quoteInput(m[1])}: ${GRAMMAR}` };
  }
  if (input && typeof input === 'object' && !Array.isArray(input)) {
    const o = input as Record<string, unknown>;
    if (o.kind === 'move') {
      if (!Array.isArray(o.steps) || !o.steps.every((d) => typeof d === 'string')) return { ok: false, error: 'move needs steps: a list of 1 to 8 of N, E, S, W' };
      const steps = parseSteps((o.steps as string[]).join(''));
      if (steps.ok && (o.steps as string[]).some((d) => d.length !== 1)) return { ok: false, error: 'each step is one of N, E, S, W' };
      return steps.ok ? { ok: true, value: { kind: 'move', steps: steps.value } } : steps;
    }
    if (o.kind === 'exit' || o.kind === 'treasure' || o.kind === 'wait') return checkFor(s, seat, { kind: o.kind });
    return { ok: false, error: `unknown order kind ${quoteInput(o.kind)}: ${GRAMMAR}` };
  }
  return { ok: false, error: `an order is text or an order object: ${GRAMMAR}` };
}

/** The intent an order gives a seat on tick `i` (0-based) of a turn, or null to stand still. */
export function orderIntent(s: DungeonState, seat: number, order: DungeonOrder, i: number): Dir | null {
  const p = s.players[seat];
  switch (order.kind) {
    case 'move':
      return order.steps[i] ?? null;
    case 'exit':
      return routeStep(s, seat, s.map.exit);
    case 'treasure':
      return s.treasure ? routeStep(s, seat, s.treasure) : null;
    case 'wait':
      return null;
  }
}

/**
 * The next step of a shortest path toward a target for a seat: among the steps that shorten the
 * path (in an order rotated by seat, so entrants spread out), the first whose tile holds no player
 * in play and is not next to a lower seat in play (it goes first: no endless pile-ups). Every
 * fourth tick a seat ignores that courtesy, and when it is blocked it side-steps, so no queue of
 * players deadlocks. Null means wait.
 */
export function routeStep(s: DungeonState, seat: number, target: { x: number; y: number }): Dir | null {
  const p = s.players[seat], rows = s.map.rows, w = s.map.width, h = s.map.height;
  const dist = distanceField(rows, target);
  const here = dist[p.y * w + p.x];
  if (here <= 0) return null;
  const bold = (s.tick + seat) % 4 === 0;
  // the known map includes the monster when this seat sees it: never step next to it
  const m = s.monster && canSee(rows, p, s.monster, s.monster.vision) ? s.monster : null;
  let blocked = false;
  for (let k = 0; k < 4; k++) {
    const d = DIRS[(k + seat) % 4];
    const x = p.x + DELTA[d][0], y = p.y + DELTA[d][1];
    if (x < 0 || y < 0 || x >= w || y >= h) continue;
    const v = dist[y * w + x];
    if (v < 0 || v >= here) continue;
    if (isTaken(s, p, m, x, y)) { blocked = true; continue; }
    if (!bold && yieldsTo(s, seat, x, y)) return null;
    return d;
  }
  if (!blocked || !bold) return null;
  for (let k = 0; k < 4; k++) {
    const d = DIRS[(k + seat + s.tick) % 4];
    const x = p.x + DELTA[d][0], y = p.y + DELTA[d][1];
    if (x >= 0 && y >= 0 && x < w && y < h && dist[y * w + x] >= 0 && !isTaken(s, p, m, x, y)) return d;
  }
  return null;
}

/** Whether (x, y) is next to a seen monster or holds another player in play. */
function isTaken(s: DungeonState, self: PlayerState, m: Point | null, x: number, y: number): boolean {
  if (m !== null && Math.abs(m.x - x) + Math.abs(m.y - y) <= 1) return true;
  for (const q of s.players) if (q !== self && q.x === x && q.y === y && q.alive && !q.finished) return true;
  return false;
}

/** Whether a lower seat in play stands next to (x, y) (it has the right of way). */
function yieldsTo(s: DungeonState, seat: number, x: number, y: number): boolean {
  for (const q of s.players) if (q.entrantSlot < seat && q.alive && !q.finished && Math.abs(q.x - x) + Math.abs(q.y - y) === 1) return true;
  return false;
}

/** A short line describing an order. */
export function describeDungeonOrder(o: DungeonOrder): string {
  switch (o.kind) {
    case 'move': return `move ${o.steps.join('')}`;
    case 'exit': return 'head for the exit';
    case 'treasure': return 'head for the treasure';
    case 'wait': return 'wait';
  }
}

/** Order grammar for a seat now. */
export function dungeonOrderHelp(s: DungeonState, seat: number): string {
  const p = s.players[seat];
  const where = p ? ` You are at ${p.x},${p.y}; the exit is at ${s.map.exit.x},${s.map.exit.y}.` : '';
  return `move NNEE: up to ${MAX_STEPS} steps of N (up), E, S, W, one per tick; exit / treasure: the shortest path there; wait.${where}`;
}

/** The tile an intent leads to. */
export function stepTarget(x: number, y: number, d: Dir): { x: number; y: number } {
  return { x: x + DELTA[d][0], y: y + DELTA[d][1] };
}
