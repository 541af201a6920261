// The `plan` order: one order that carries a round's route, "walk to lamp N and light it, then
// the next". A chat turn ends at every decision point (a lamp lit, an order done), so lighting nine
// lamps one order at a time took ~35 orders; a plan keeps going by itself from turn to turn, as the
// `walk`/`light` orders it stands for, and hands the seat back to the player when something needs
// a decision (the Pale, Dread crossing a mark, a dry lantern, a flame dying) or the plan is done.
// The replay logs the walk/light orders a plan produced, so replays need no knowledge of plans.
import type { Parsed } from '../core/game.ts';
import { targetOf } from './taper.ts';
import type { LamplighterOrder, RoundEvent, RoundState } from './types.ts';
import type { KeysOrder } from './live.ts';

/** A plan: the lamps to light in this order (1-based), walked or run to. */
export interface PlanOrder {
  kind: 'plan';
  lamps: number[];
  run?: boolean;
  /** Turns this plan has run by itself so far. */
  turns?: number;
}

/** What a seat may be ordered: a single order or a plan (in turns), or held keys (the real-time round). */
export type LamplighterCommand = LamplighterOrder | PlanOrder | KeysOrder;

/** Turns a plan may run by itself before the seat is asked again (a guard against a plan that cannot move). */
export const PLAN_MAX_TURNS = 60;

/** Round events that hand a planning seat back to its player. */
const INTERRUPTS: ReadonlySet<RoundEvent['type']> = new Set(['lampFailed', 'dreadCrossed', 'lanternDry', 'paleNoticed', 'paleCaught', 'lamplighterLost']);

/** The plan grammar in one line. */
export const PLAN_GRAMMAR = 'plan <lamps> walks to each lamp in turn and lights it (plan 1 2 3, plan 4-9, plan all; plan run 1-9 runs)';

/** Whether a text order is a plan (the word `plan` first). */
export function isPlanText(text: string): boolean {
  return /^\s*plan\b/i.test(text);
}

/** Reads `plan 1 2 3`, `plan 4-9`, `plan all`, `plan run 1-9` and checks it against the round. */
export function parsePlanText(s: RoundState, seat: number, text: string): Parsed<PlanOrder> {
  const words = text.trim().toLowerCase().split(/[\s,]+/).filter(Boolean).slice(1);
  const run = words[0] === 'run';
  const rest = run || words[0] === 'walk' ? words.slice(1) : words;
  if (rest.length === 0) return { ok: false, error: `plan which lamps? ${PLAN_GRAMMAR}` };
  const lamps: number[] = [];
  for (const w of rest) {
    if (w === 'all') { for (let n = 1; n <= s.lamps.length; n++) lamps.push(n); continue; }
    const m = /^(\d+)(?:-(\d+))?$/.exec(w);
    if (!m) return { ok: false, error: `"${w}" is not a lamp or a range of lamps: ${PLAN_GRAMMAR}` };
    const a = Number(m[1]), b = m[2] === undefined ? a : Number(m[2]);
    const step = a <= b ? 1 : -1;
    for (let n = a; step > 0 ? n <= b : n >= b; n += step) lamps.push(n);
  }
  return checkPlan(s, seat, { kind: 'plan', lamps, ...(run ? { run: true } : {}) });
}

/** Checks a typed plan: known lamps, each once, at least one still dark. */
export function checkPlan(s: RoundState, seat: number, o: unknown): Parsed<PlanOrder> {
  const raw = o as { lamps?: unknown; run?: unknown };
  if (!Array.isArray(raw.lamps) || raw.lamps.length === 0) return { ok: false, error: `a plan needs lamps: ${PLAN_GRAMMAR}` };
  const seen = new Set<number>();
  for (const n of raw.lamps) {
    if (!Number.isInteger(n) || n < 1 || n > s.lamps.length) return { ok: false, error: `unknown lamp ${String(n)} in the plan: lamps are 1–${s.lamps.length}` };
    if (seen.has(n)) return { ok: false, error: `lamp ${n} is in the plan twice: name each lamp once` };
    seen.add(n);
  }
  const lamps = (raw.lamps as number[]).filter((n) => !s.lamps[n - 1].lit);
  if (!lamps.length) return { ok: false, error: `every lamp of the plan already burns (${(raw.lamps as number[]).join(' ')})` };
  if (!s.players[seat]?.alive) return { ok: false, error: 'you are lost to the dark: no more orders this round' };
  return { ok: true, value: { kind: 'plan', lamps, ...(raw.run === true ? { run: true } : {}) } };
}

/** The plan without the lamps that burn now. */
export function remainingLamps(s: RoundState, lamps: readonly number[]): number[] {
  return lamps.filter((n) => !s.lamps[n - 1]?.lit);
}

/** This turn's order for a planning seat: light the lamp in hand or in reach, else walk (run) to it; null once done. */
export function planStep(s: RoundState, seat: number, plan: PlanOrder): LamplighterOrder | null {
  const p = s.players[seat];
  const left = remainingLamps(s, plan.lamps);
  if (!p?.alive || !left.length) return null;
  const next = left[0];
  if (p.lighting === next - 1) return { kind: 'light' };
  const t = targetOf(s, p);
  if (t.index === next - 1 && t.inReach) return { kind: 'light' };
  return { kind: plan.run ? 'run' : 'walk', lamp: next };
}

/** The plan after a turn: what is left, or null when done, interrupted or stuck (the seat is asked again). */
export function afterPlanTurn(s: RoundState, seat: number, plan: PlanOrder, events: readonly { type: string; seat?: number }[], ticks: number): PlanOrder | null {
  const left = remainingLamps(s, plan.lamps);
  if (!left.length || !s.players[seat]?.alive) return null;
  if (ticks === 0) return null; // nothing moved: the plan cannot go on by itself
  if (events.some((e) => INTERRUPTS.has(e.type as RoundEvent['type']) || (e.type === 'intentImpossible' && e.seat === seat))) return null;
  const turns = (plan.turns ?? 0) + 1;
  if (turns >= PLAN_MAX_TURNS) return null;
  return { ...plan, lamps: left, turns };
}

/** "plan: lamps 3, 4, 5 (walking)" */
export function describePlan(o: PlanOrder): string {
  return `plan: ${o.run ? 'run' : 'walk'} to lamp${o.lamps.length === 1 ? '' : 's'} ${o.lamps.join(', ')} in turn and light each`;
}
