// Orders: checking a person's structured order (refused with one line when wrong), the silent
// repair of machine-made orders (lantern-facts "Orders"), defaults and descriptions.
import type { Parsed } from '../core/game.ts';
import { cleanLine, cutCodePoints, excerpt } from '../core/text.ts';
import { TARGET_BOUNDS } from './constants.ts';
import { gridCellCentre, gridCellName } from './map.ts';
import { aliasOf, hidesIn } from './sim.ts';
import { COG_FOUND, CRATE_LOCKED, CRATE_LOOSE, type AimMode, type CrateId, type LanternIntent, type LanternOrder, type LanternState } from './types.ts';

export const HIDER_INTENTS = ['push', 'lock', 'hide', 'flee', 'scout', 'wait'] as const;
export const SEEKER_INTENTS = ['sweep', 'beeline', 'chase', 'pry', 'hold', 'wait'] as const;
export const AIM_MODES: readonly AimMode[] = ['sweep', 'hold', 'track', 'target'];
/** Most characters a `say` keeps (lantern-facts "Orders"). */
export const SAY_MAX = 32;

/** User text made safe to echo in a one-line error: escaped (control characters written out) and cut at 20 characters. */
export function echo(v: unknown): string {
  return excerpt(v, 20);
}

/**
 * A `say` as other people will see it: control characters and line breaks gone, spaces squeezed.
 * Cut one past the bound, so a check can still tell a person that what they wrote was too long.
 */
export function cleanSay(raw: string): string {
  return cleanLine(raw, SAY_MAX + 1);
}

const ORDER_KEYS = ['intent', 'target', 'crate', 'aim', 'crawl', 'say'];
const NEEDS_TARGET = new Set<string>(['push', 'hide', 'scout', 'beeline', 'hold']);
const NEEDS_CRATE = new Set<string>(['push', 'lock', 'pry']);

/** The default aim for an intent. */
export function defaultAim(intent: LanternIntent): AimMode {
  return intent === 'sweep' ? 'sweep' : intent === 'chase' ? 'track' : intent === 'wait' || intent === 'hold' ? 'hold' : 'target';
}

/** Why a seat cannot order now, or null when it can. */
export function cannotOrder(s: LanternState, seat: number): string | null {
  if (!Number.isInteger(seat) || seat < 0 || seat > 5) return `unknown seat ${echo(seat)}: seats are 0–5`;
  if (s.end !== null) return 'the match is over: no more orders';
  if (s.act === 'build' && !hidesIn(seat, s.half)) return `${aliasOf(seat)} waits in the pen during the build act: seekers give no order until the hunt`;
  if (s.cogs[seat].state === COG_FOUND) return `${aliasOf(seat)} was found and waits in the caught pen until the half ends`;
  return null;
}

/** Crate ids with a given state code, as `C0, C3`. */
export function cratesIn(s: LanternState, state: number): string {
  const ids = s.crates.map((c, i) => (c.state === state ? `C${i}` : '')).filter(Boolean);
  return ids.length ? ids.join(', ') : 'none';
}

/** Parses a crate id (`C0`..`C9`, any case); a one-line error otherwise. */
export function parseCrate(raw: unknown): Parsed<CrateId> {
  const t = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
  if (/^C[0-9]$/.test(t)) return { ok: true, value: t as CrateId };
  return { ok: false, error: `unknown crate ${echo(raw)}: crates are C0–C9` };
}

/** Cuts a string to at most n code points (never splitting a character); kept here for existing callers. */
export { cutCodePoints };

/** Checks the semantic rules of an order for a seat now (shared by text and structured input). */
export function checkOrder(s: LanternState, seat: number, o: LanternOrder): string | null {
  const hider = hidesIn(seat, s.half);
  const mine: readonly string[] = hider ? HIDER_INTENTS : SEEKER_INTENTS;
  if (!mine.includes(o.intent)) {
    const other = hider ? 'a seeker' : 'a hider';
    return `${o.intent} is ${other} order; ${aliasOf(seat)} is ${hider ? 'hiding' : 'seeking'} this half: orders are ${mine.join(', ')}`;
  }
  if (NEEDS_CRATE.has(o.intent) && o.crate === null) return `${o.intent} needs a crate: crates are C0–C9`;
  if (NEEDS_TARGET.has(o.intent) && o.target === null) return `${o.intent} needs a target: a cell A1–M7 or x,y`;
  if (o.crawl && !hider) return 'seekers never crawl: drop "crawl"';
  if (hider && o.crate !== null && (o.intent === 'push' || o.intent === 'lock')) {
    const st = s.crates[o.crate.charCodeAt(1) - 48].state;
    if (st !== CRATE_LOOSE) return `${o.crate} is ${st === CRATE_LOCKED ? 'locked' : 'broken'}: ${o.intent} needs a loose crate (loose: ${cratesIn(s, CRATE_LOOSE)})`;
    if (o.intent === 'lock' && s.locksUsed[seat] >= 3) return `${aliasOf(seat)} has used all 3 locks this half: push, hide, flee, scout or wait`;
  }
  if (o.say !== undefined && (typeof o.say !== 'string' || Array.from(o.say).length > SAY_MAX)) return `say is at most ${SAY_MAX} characters`;
  return null;
}

function targetOf(raw: unknown): Parsed<[number, number] | null> {
  if (raw === null || raw === undefined) return { ok: true, value: null };
  if (!Array.isArray(raw) || raw.length !== 2 || !raw.every((v) => Number.isInteger(v))) return { ok: false, error: 'target must be [x, y] in whole pixels (x 8–1227, y 8–651) or null' };
  const [x, y] = raw as number[];
  if (x < TARGET_BOUNDS.xMin || x > TARGET_BOUNDS.xMax || y < TARGET_BOUNDS.yMin || y > TARGET_BOUNDS.yMax) return { ok: false, error: `target ${x},${y} is off the floor: x 8–1227, y 8–651` };
  return { ok: true, value: [x, y] };
}

/** Checks a person's structured order object; refuses (never repairs) anything wrong. */
export function checkStructured(s: LanternState, seat: number, raw: unknown): Parsed<LanternOrder> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, error: 'an order is an object {intent, target, crate, aim, crawl} or a text line like "hide F4 crawl"' };
  const r = raw as Record<string, unknown>;
  const extra = Object.keys(r).filter((k) => !ORDER_KEYS.includes(k));
  if (extra.length) return { ok: false, error: `unknown order field ${echo(extra[0])}: fields are ${ORDER_KEYS.join(', ')}` };
  const all: readonly string[] = [...HIDER_INTENTS, ...SEEKER_INTENTS];
  if (typeof r.intent !== 'string' || !all.includes(r.intent)) return { ok: false, error: `unknown intent ${echo(r.intent)}: intents are ${(hidesIn(seat, s.half) ? HIDER_INTENTS : SEEKER_INTENTS).join(', ')}` };
  const t = targetOf(r.target);
  if (!t.ok) return t;
  let crate: CrateId | null = null;
  if (r.crate !== null && r.crate !== undefined) {
    const c = parseCrate(r.crate);
    if (!c.ok) return c;
    crate = c.value;
  }
  const intent = r.intent as LanternIntent;
  let aim = defaultAim(intent);
  if (r.aim !== undefined && r.aim !== null) {
    if (typeof r.aim !== 'string' || !(AIM_MODES as readonly string[]).includes(r.aim)) return { ok: false, error: `unknown aim ${echo(r.aim)}: aims are ${AIM_MODES.join(', ')}` };
    aim = r.aim as AimMode;
  }
  if (r.crawl !== undefined && typeof r.crawl !== 'boolean') return { ok: false, error: 'crawl must be true or false' };
  if (r.say !== undefined && typeof r.say !== 'string') return { ok: false, error: `say must be text of at most ${SAY_MAX} characters` };
  const order: LanternOrder = { intent, target: t.value, crate, aim, crawl: r.crawl === true };
  // Cleaned here; a say still longer than 32 characters is refused by checkOrder (not cut) so a person knows.
  if (typeof r.say === 'string') order.say = cleanSay(r.say);
  const bad = checkOrder(s, seat, order);
  return bad ? { ok: false, error: bad } : { ok: true, value: order };
}

/** Repairs a machine-made order (the original's rules): never fails. */
export function repairOrder(s: LanternState, seat: number, raw: unknown): LanternOrder {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const hider = hidesIn(seat, s.half);
  const mine: readonly string[] = hider ? HIDER_INTENTS : SEEKER_INTENTS;
  let intent = (typeof r.intent === 'string' && mine.includes(r.intent) ? r.intent : hider ? 'hide' : 'sweep') as LanternIntent;
  let target: [number, number] | null = null;
  if (Array.isArray(r.target) && r.target.length === 2 && r.target.every((v) => typeof v === 'number' && Number.isFinite(v))) {
    const x = Math.round(r.target[0] as number), y = Math.round(r.target[1] as number);
    target = [Math.min(TARGET_BOUNDS.xMax, Math.max(TARGET_BOUNDS.xMin, x)), Math.min(TARGET_BOUNDS.yMax, Math.max(TARGET_BOUNDS.yMin, y))];
  }
  let crate: CrateId | null = null;
  if (NEEDS_CRATE.has(intent)) {
    const want = intent === 'pry' ? CRATE_LOCKED : CRATE_LOOSE;
    const pc = parseCrate(r.crate);
    if (pc.ok && s.crates[pc.value.charCodeAt(1) - 48].state === want) crate = pc.value;
    else {
      const c = s.cogs[seat];
      let best = -1, bestD = -1;
      s.crates.forEach((cr, i) => {
        if (cr.state !== want) return;
        const ex = cr.x - (c.x >> 8), ey = cr.y - (c.y >> 8), d = ex * ex + ey * ey;
        if (bestD < 0 || d < bestD) { bestD = d; best = i; }
      });
      if (best >= 0 && !(intent === 'lock' && s.locksUsed[seat] >= 3)) crate = `C${best}` as CrateId;
      else intent = intent === 'pry' ? 'sweep' : 'hide';
    }
  }
  if (NEEDS_TARGET.has(intent) && target === null) target = [s.cogs[seat].x >> 8, s.cogs[seat].y >> 8];
  const aim = typeof r.aim === 'string' && (AIM_MODES as readonly string[]).includes(r.aim) ? (r.aim as AimMode) : 'target';
  const order: LanternOrder = { intent, target, crate: NEEDS_CRATE.has(intent) ? crate : null, aim, crawl: hider && r.crawl === true };
  if (typeof r.say === 'string') order.say = cutCodePoints(cleanSay(r.say), SAY_MAX);
  return order;
}

/** A target as players write it: the cell name when it is a cell centre, else x,y. */
export function targetText(t: [number, number]): string {
  const name = gridCellName(t[0], t[1]);
  const [cx, cy] = gridCellCentre(name.charCodeAt(0) - 65, Number(name.slice(1)) - 1);
  return cx === t[0] && cy === t[1] ? name : `${t[0]},${t[1]}`;
}

/** One line describing an order, in the text-order grammar. */
export function describeLanternOrder(o: LanternOrder): string {
  const parts: string[] = [o.intent];
  if (o.crate) parts.push(o.crate);
  if (o.target) parts.push(o.intent === 'push' ? `to ${targetText(o.target)}` : targetText(o.target));
  if (o.crawl) parts.push('crawl');
  if (o.aim !== defaultAim(o.intent)) parts.push(`aim ${o.aim}`);
  if (o.say) parts.push(`say "${o.say}"`);
  return parts.join(' ');
}

/** Order grammar for a seat now (one or two lines). */
export function lanternOrderHelp(s: LanternState, seat: number): string {
  const why = cannotOrder(s, seat);
  if (why) return why;
  return hidesIn(seat, s.half)
    ? 'hider orders: push C# to CELL | lock C# | hide CELL [crawl] | scout CELL | flee | wait  (CELL = A1–M7 or x,y; add "aim sweep|hold|track|target", "say ...")'
    : 'seeker orders: sweep [CELL] | beeline CELL | chase | pry C# | hold CELL | wait  (CELL = A1–M7 or x,y; add "aim sweep|hold|track|target", "say ...")';
}
