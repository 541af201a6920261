// Setting up a match and resolving a turn: install orders (missing ones by the rules of no-shows),
// run the ticks up to the next decision point, update the per-seat memory the baselines read.
import type { GameEvent, TurnContext, TurnOutcome } from '../core/game.ts';
import { pcgSeedLantern } from '../core/pcg32.ts';
import { lamplitBotOrder } from './bots.ts';
import { copyCog, makeCrate, placeHalf, prepareTick } from './clock.ts';
import { compileControls, installOrder } from './compile.ts';
import { earshotNoter } from './events.ts';
import { VAULT } from './map.ts';
import { checkStructured, repairOrder } from './orders.ts';
import { lanternRuleset } from './rulesets.ts';
import { scriptedOrder } from './scripts.ts';
import { beamReported } from './sight.ts';
import { aliasOf, emit, hidesIn, makeSim, teamOf, turnOfTick, type Sim } from './sim.ts';
import { makeKeyframe } from './state-digest.ts';
import { stepTick } from './step.ts';
import { BOT_KINDS, type BotKind, type LanternOrder, type LanternRuleset, type LanternState } from './types.ts';

/** Seed text or number to a 32-bit unsigned seed (strings hashed with FNV-1a). */
export function normaliseSeed(seed: number | string): number {
  if (typeof seed === 'number' && Number.isSafeInteger(seed)) return seed >>> 0;
  let h = 0x811c9dc5;
  for (const ch of String(seed)) h = Math.imul(h ^ ch.codePointAt(0)!, 0x01000193) >>> 0;
  return h;
}

/**
 * A ruleset with other act lengths (the original's prepTicks / huntTicks). Each must be a whole
 * number of 120-tick turns, from 1 to 1000 of them; a one-line Error otherwise.
 */
export function withActTicks(r: LanternRuleset, build: number, hunt: number): LanternRuleset {
  for (const [name, v] of [['build (prep) ticks', build], ['hunt ticks', hunt]] as const) {
    if (!Number.isSafeInteger(v) || v < r.ticksPerTurn || v > 1000 * r.ticksPerTurn || v % r.ticksPerTurn !== 0) {
      throw new Error(`${name} must be a multiple of ${r.ticksPerTurn} from ${r.ticksPerTurn} to ${1000 * r.ticksPerTurn}, got ${String(v)}`);
    }
  }
  return { ...r, buildTicks: build, huntTicks: hunt, turns: Math.trunc((2 * (build + hunt)) / r.ticksPerTurn) };
}

/** A fresh match in its first build turn. Options: names, bots {moth, owl}: 'warden' | 'moth'. */
export function setupLantern(rulesetId: string, seed: number | string, options: { names?: string[]; bots?: Partial<Record<'moth' | 'owl', BotKind>>; ticks?: { build: number; hunt: number }; botSeats?: number[] } = {}): LanternState {
  const ruleset = options.ticks ? withActTicks(lanternRuleset(rulesetId), options.ticks.build, options.ticks.hunt) : lanternRuleset(rulesetId);
  const sd = normaliseSeed(seed);
  const bots = { moth: options.bots?.moth ?? 'warden', owl: options.bots?.owl ?? 'warden' };
  for (const b of Object.values(bots)) if (!BOT_KINDS.includes(b)) throw new Error(`unknown bot "${String(b)}": bots are ${BOT_KINDS.join(', ')}`);
  const names = [0, 1, 2, 3, 4, 5].map((k) => options.names?.[k] ?? aliasOf(k));
  const s: LanternState = {
    game: 'lantern', v: 2, ruleset: { ...ruleset }, seed: sd, names, bots,
    tick: 0, half: 0, act: 'build', cogs: [], crates: [],
    locksUsed: [0, 0, 0, 0, 0, 0], hiddenTicks: [0, 0, 0, 0, 0, 0], huntPlayed: [0, 0], heartbeat: [0, 0, 0, 0, 0, 0],
    rings: [], rng: pcgSeedLantern(sd), doorSolid: true, actEnded: [false, false], orders: [null, null, null, null, null, null],
    ordered: [false, false, false, false, false, false], noShow: [false, false, false, false, false, false],
    memory: [0, 1, 2, 3, 4, 5].map((k) => ({ hotTurns: 0, unlitTurns: 99, beamSeen: false, nook: k >> 1, fleeing: 0, lane: 0, built: 0 })),
    stats: [0, 1, 2, 3, 4, 5].map(() => ({ finds: 0, pushed: 0, locked: 0, broken: 0 })),
    found: [], controls: [], keyframes: [], events: [], failures: [], end: null,
  };
  if (options.botSeats) s.botSeats = [0, 1, 2, 3, 4, 5].map((k) => options.botSeats!.includes(k));
  placeHalf(s, 0);
  s.keyframes.push(makeKeyframe(s));
  const ev = (type: string, f: Record<string, unknown>): void => { s.events.push({ type, turn: 0, tick: 0, ...f }); };
  ev('match_start', { ruleset: ruleset.id, seed: sd, map: VAULT.name });
  ev('half_start', { half: 1, hiding: 'moth' });
  ev('act_start', { act: 'build', half: 1 });
  return s;
}

/** A copy of a state that shares only immutable parts, so a turn never mutates its input. */
export function cloneState(s: LanternState): LanternState {
  return {
    ...s,
    ruleset: { ...s.ruleset }, names: s.names.slice(), bots: { ...s.bots }, botSeats: s.botSeats?.slice(),
    cogs: s.cogs.map(copyCog), actEnded: s.actEnded.slice(), crates: s.crates.map((c) => makeCrate(c.x, c.y, c.state, c.lastPushRing, c.lastPusher)),
    locksUsed: s.locksUsed.slice(), hiddenTicks: s.hiddenTicks.slice(), huntPlayed: s.huntPlayed.slice(), heartbeat: s.heartbeat.slice(),
    rings: s.rings.map((r) => ({ ...r })), rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    orders: s.orders.slice(), ordered: s.ordered.slice(), noShow: s.noShow.slice(),
    memory: s.memory.map((m) => ({ ...m })), stats: s.stats.map((m) => ({ ...m })),
    found: s.found.slice(), controls: s.controls.slice(), keyframes: s.keyframes.slice(), events: s.events.slice(), failures: s.failures.slice(),
  };
}

/** Seats that must order this turn: hiders always, seekers only in the hunt; found cogs never. */
export function awaitingSeats(s: LanternState): number[] {
  if (s.end) return [];
  const out: number[] = [];
  for (let k = 0; k < 6; k++) {
    if (s.cogs[k].found) continue;
    if (s.act === 'build' && !hidesIn(k, s.half)) continue;
    out.push(k);
  }
  return out;
}

/** End-of-turn memory lamplit's own bots read (observations condensed by the engine). */
function updateMemory(sim: Sim): void {
  const s = sim.s;
  if (!s.bots.moth.startsWith('lamplit-') && !s.bots.owl.startsWith('lamplit-')) return; // only they read it
  for (let k = 0; k < 6; k++) {
    const m = s.memory[k], c = s.cogs[k];
    if (hidesIn(k, s.half)) {
      m.beamSeen = !c.found && beamReported(s, sim.occ, k);
      if (m.fleeing > 0) m.fleeing--;
      else if (m.beamSeen) { m.fleeing = 1; m.nook = (m.nook + 1) % 3; }
    } else if (s.act === 'hunt') {
      m.unlitTurns = sim.litAny[k] ? 0 : Math.min(99, m.unlitTurns + 1);
      m.hotTurns = !sim.litAny[k] && s.heartbeat[k] >= 3 ? m.hotTurns + 1 : 0;
      const lane = VAULT.sweepLanes[k >> 1], wp = lane[m.lane % lane.length];
      const dx = (c.x >> 8) - wp[0], dy = (c.y >> 8) - wp[1];
      if (dx * dx + dy * dy <= 40 * 40) m.lane = m.lane + 1 >= lane.length ? 1 : m.lane + 1;
    }
  }
}

/** Resets per-half memory when a half starts. */
function resetHalfMemory(s: LanternState): void {
  s.memory = s.memory.map((_, k) => ({ hotTurns: 0, unlitTurns: 99, beamSeen: false, nook: k >> 1, fleeing: 0, lane: 0, built: 0 }));
  s.orders = s.orders.map(() => null);
}

/** The bot kind that plays a seat when nobody orders it: its team's. */
export function botKindOf(s: LanternState, seat: number): BotKind {
  return s.bots[teamOf(seat)];
}

/**
 * Runs the original's scripts for every unfound seat whose team plays `warden` or `moth` (frozen
 * seekers included), as the original does at every turn start: their scratch memory advances
 * whether or not the order is used. Returns the scripted orders by seat.
 */
function runScripts(sim: Sim): (LanternOrder | null)[] {
  const s = sim.s;
  const out: (LanternOrder | null)[] = [null, null, null, null, null, null];
  for (let k = 0; k < 6; k++) {
    const kind = botKindOf(s, k);
    if (s.cogs[k].found || (kind !== 'warden' && kind !== 'moth')) continue;
    out[k] = scriptedOrder(sim, k, kind);
  }
  return out;
}

/** The order a bot (or a no-show) gives for seat k now. */
function botOrder(s: LanternState, k: number, scripted: (LanternOrder | null)[]): LanternOrder {
  return scripted[k] ?? lamplitBotOrder(s, k, botKindOf(s, k));
}

/** Ends a match outside the tick loop (deadline, host error). */
export function endMatch(sim: Sim, reason: 'deadline' | 'fault', endRule: 'wall_clock' | 'host_error', detail?: string): void {
  sim.s.end = detail ? { reason, endRule, detail } : { reason, endRule };
  sim.s.act = 'over';
  emit(sim, 'end', { reason, end_rule: endRule });
}

/** Resolves one turn: pure (the input state is never mutated). */
export function resolveLanternTurn(state: LanternState, orders: ReadonlyMap<number, LanternOrder>, ctx: TurnContext = {}): TurnOutcome<LanternState> {
  if (state.end) return { state, events: [] };
  const s = cloneState(state);
  const turn = turnOfTick(s, s.tick);
  const sim = makeSim(s, turn);
  try {
    if (ctx.elapsedMs !== undefined && ctx.elapsedMs >= s.ruleset.wallClockMs) {
      endMatch(sim, 'deadline', 'wall_clock');
      return { state: s, events: sim.events };
    }
    prepareTick(sim);
    emit(sim, 'turn_start', { half: s.half + 1, act: s.act });
    const scripted = runScripts(sim);
    for (const k of awaitingSeats(s)) {
      let o: LanternOrder;
      const given = orders.get(k);
      if (given) {
        const checked = checkStructured(s, k, given);
        o = checked.ok ? checked.value : repairOrder(s, k, given);
        s.ordered[k] = true;
      } else if (s.botSeats?.[k]) {
        o = botOrder(s, k, scripted);
      } else if (!s.ordered[k]) {
        o = botOrder(s, k, scripted);
        if (!s.noShow[k]) {
          s.noShow[k] = true;
          const f = { seat: k, alias: aliasOf(k), reason: 'no_show' as const, turn };
          s.failures.push(f);
          emit(sim, 'player_failure', { seat: k, alias: aliasOf(k), reason: 'no_show' });
        }
      } else {
        const last = s.orders[k];
        o = last ? repairOrder(s, k, last) : botOrder(s, k, scripted);
      }
      installOrder(s, k, o);
      emit(sim, 'order', { seat: k, order: o });
    }
    const ctrl = new Int8Array(24);
    const startHalf = s.half;
    const noteEarshot = earshotNoter();
    do {
      stepTick(sim, ctrl, compileControls);
      noteEarshot(s, sim.events); // who hears each live ring of this turn now (the viewer filter reads it)
    } while (s.end === null && s.tick % s.ruleset.ticksPerTurn !== 0);
    updateMemory(sim);
    prepareTick(sim);
    if (s.half !== startHalf) resetHalfMemory(s);
    if (s.end && !sim.events.some((e) => e.type === 'end')) emit(sim, 'end', { reason: s.end.reason, end_rule: s.end.endRule });
  } catch (err) {
    endMatch(sim, 'fault', 'host_error', (err as Error)?.message ?? String(err));
  }
  s.controls.push(Buffer.from(sim.log.subarray(0, sim.logLen)).toString('base64'));
  return { state: s, events: sim.events as GameEvent[] };
}
