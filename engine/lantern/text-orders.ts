// Text orders (SPEC 6): `hide F4 crawl`, `push C2 to B3`, `lock C2`, `sweep G5 aim track`,
// `pry C8`, `scout 410,220`, `wait`. A bad line gets one line naming the problem and the choices.
import type { Parsed } from '../core/game.ts';
import { parseGridCell } from './map.ts';
import { AIM_MODES, checkOrder, cleanSay, echo, defaultAim, HIDER_INTENTS, parseCrate, SEEKER_INTENTS } from './orders.ts';
import { hidesIn } from './sim.ts';
import type { AimMode, CrateId, LanternIntent, LanternOrder, LanternState } from './types.ts';

const short = (t: string): string => echo(t);

function parseTarget(tok: string): Parsed<[number, number]> {
  const cell = parseGridCell(tok);
  if (cell) return { ok: true, value: cell };
  const m = /^(-?\d{1,6}),(-?\d{1,6})$/.exec(tok);
  if (!m) return { ok: false, error: `"${short(tok)}" is not a place: use a cell A1–M7 or x,y` };
  const x = Number(m[1]), y = Number(m[2]);
  if (x < 8 || x > 1227 || y < 8 || y > 651) return { ok: false, error: `${x},${y} is off the floor: x 8–1227, y 8–651` };
  return { ok: true, value: [x, y] };
}

/** Parses one text order line for a seat now. */
export function parseTextOrder(s: LanternState, seat: number, line: string): Parsed<LanternOrder> {
  let text = line.replace(/\s+/g, ' ').trim();
  let say: string | undefined;
  const sm = /(?:^| )say (.*)$/i.exec(text);
  if (sm) {
    say = cleanSay(sm[1].replace(/^["'](.*)["']$/, '$1'));
    text = text.slice(0, sm.index).trim();
  }
  const hider = hidesIn(seat, s.half);
  const mine: readonly string[] = hider ? HIDER_INTENTS : SEEKER_INTENTS;
  if (text === '') return { ok: false, error: `empty order: orders are ${mine.join(', ')}` };
  const toks = text.split(' ');
  const head = toks[0].toLowerCase();
  const all: readonly string[] = [...HIDER_INTENTS, ...SEEKER_INTENTS];
  if (!all.includes(head)) return { ok: false, error: `unknown order "${short(toks[0])}": orders are ${mine.join(', ')}` };
  const intent = head as LanternIntent;
  let target: [number, number] | null = null, crate: CrateId | null = null, aim: AimMode | null = null, crawl = false;
  const wantsCrate = intent === 'push' || intent === 'lock' || intent === 'pry';
  for (let i = 1; i < toks.length; i++) {
    const tok = toks[i], low = tok.toLowerCase();
    if (low === 'crawl') { crawl = true; continue; }
    if (low === 'aim') {
      const mode = (toks[++i] ?? '').toLowerCase();
      if (!(AIM_MODES as readonly string[]).includes(mode)) return { ok: false, error: `unknown aim "${short(toks[i] ?? '')}": aims are ${AIM_MODES.join(', ')}` };
      aim = mode as AimMode;
      continue;
    }
    if (low === 'to' || low === 'at') {
      const t = parseTarget(toks[++i] ?? '');
      if (!t.ok) return t;
      if (target) return { ok: false, error: 'two targets given: give one cell A1–M7 or x,y' };
      target = t.value;
      continue;
    }
    if (wantsCrate && crate === null && /^c\d+$/i.test(tok)) {
      const c = parseCrate(tok);
      if (!c.ok) return c;
      crate = c.value;
      continue;
    }
    if (/^[a-z]\d+$/i.test(tok) || /^-?\d+,-?\d+$/.test(tok)) {
      const t = parseTarget(tok);
      if (!t.ok) return t;
      if (target) return { ok: false, error: 'two targets given: give one cell A1–M7 or x,y' };
      target = t.value;
      continue;
    }
    return { ok: false, error: `"${short(tok)}" is not understood: write e.g. ${hider ? '"hide F4 crawl", "push C2 to B3", "lock C2"' : '"sweep G5 aim track", "pry C8", "beeline F4"'}` };
  }
  const order: LanternOrder = { intent, target, crate, aim: aim ?? defaultAim(intent), crawl };
  if (say !== undefined) order.say = say;
  const bad = checkOrder(s, seat, order);
  return bad ? { ok: false, error: bad } : { ok: true, value: order };
}
