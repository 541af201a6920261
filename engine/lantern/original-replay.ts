// The original game's replay document, `lantern.replay.v1` (FORMAT.md §3–4): written from a
// finished lamplit match, and read back (from lamplit or from the original) by re-simulating its
// control bytes — 4-byte records, tick-major, slot order — and checking every keyframe: digest,
// cogs, crates, heartbeat bands and hidden-tick counters. Pure: the caller does the file I/O.
import { VAULT } from './map.ts';
import { setupLantern } from './match.ts';
import { lanternResults } from './results.ts';
import { LANTERN_RULESETS } from './rulesets.ts';
import { aliasOf, makeSim } from './sim.ts';
import { stepTick } from './step.ts';
import type { Keyframe, LanternState } from './types.ts';

export const ORIGINAL_PROTOCOL = 'lantern.replay.v1';
export const ORIGINAL_GAME_VERSION = '2';

/** One keyframe as the original writes it. */
export interface OriginalKeyframe {
  t: number;
  d: number;
  cogs: number[][];
  crates: number[][];
  hb: number[];
  hid: number[];
}

/** The parts of the original's replay document that re-simulation reads, plus the rest as written. */
export interface OriginalReplay {
  protocol: string;
  format_version: number;
  game_version: string;
  seed: number;
  config: { num_agents: number; seed: number; prepTicks: number; huntTicks: number; turnTicks: number; halves: number; [k: string]: unknown };
  tick_count: number;
  controls_b64: string;
  keyframes: OriginalKeyframe[];
  [k: string]: unknown;
}

const teamName = (k: number): string => ((k & 1) === 0 ? 'Moth' : 'Owl');

function toOriginalKeyframe(k: Keyframe): OriginalKeyframe {
  return { t: k.tick, d: parseInt(k.digest, 16), cogs: k.cogs.map((c) => c.slice()), crates: k.crates.map((c) => c.slice()), hb: k.heartbeat.slice(), hid: k.hidden.slice() };
}

/** The original's replay document of a finished (or stopped) lamplit match with its whole history. */
export function exportOriginalReplay(s: LanternState): OriginalReplay {
  const r = s.ruleset, L = r.buildTicks + r.huntTicks;
  const bytes = Buffer.concat(s.controls.map((c) => Buffer.from(c, 'base64')));
  const tickCount = bytes.length / 24;
  const res = lanternResults(s);
  const seats = [0, 1, 2, 3, 4, 5];
  const kinds = seats.map((k) => (s.ordered[k] ? 'player' : 'scripted'));
  return {
    protocol: ORIGINAL_PROTOCOL,
    format_version: 1,
    game_version: ORIGINAL_GAME_VERSION,
    seed: s.seed,
    config: {
      num_agents: 6, seed: s.seed, prepTicks: r.buildTicks, huntTicks: r.huntTicks, turnTicks: r.ticksPerTurn, halves: 2,
      turnBudgetSeconds: r.turnSeconds, wallClockBudgetSeconds: r.wallClockMs / 1000, playerConnectTimeoutSeconds: r.turnSeconds,
      lanternRangePx: 420, lanternConeBrads: 18, visionBubblePx: 60, crateCount: 10, lockTicks: 24, pryTicks: 72, lockOnTicks: 12,
      maxLocksPerHider: 3, mapPath: VAULT.name, showPlayerLabels: false, gameOverTicks: 96, players: s.names.map((name) => ({ name })),
    },
    map: VAULT.spec,
    names: { players: s.names.slice(), aliases: seats.map(aliasOf), teams: seats.map(teamName), policy_kinds: kinds, colors: { Moth: '#f2c14e', Owl: '#4ecdc4' } },
    ticks_per_second: 24,
    turn_ticks: r.ticksPerTurn,
    tick_count: tickCount,
    phases: [0, 1].flatMap((h) => [
      { half: h + 1, act: 'build', from: h * L, to: h * L + r.buildTicks - 1 },
      { half: h + 1, act: 'hunt', from: h * L + r.buildTicks, to: (h + 1) * L - 1 },
    ]).filter((p) => p.from < tickCount).map((p) => ({ ...p, to: Math.min(p.to, tickCount - 1) })),
    controls_b64: bytes.toString('base64'),
    keyframes: s.keyframes.map(toOriginalKeyframe),
    events: s.events,
    results: res
      ? {
        names: res.names, aliases: res.aliases, teams: seats.map(teamName), hid_in_half: res.hid_in_half, policy_kinds: kinds, scores: res.scores, win: res.win,
        hidden_ticks: res.hidden_ticks, hidden_seconds: res.hidden_seconds, finds: res.finds, crates_pushed: res.crates_pushed, crates_locked: res.crates_locked,
        crates_broken: res.crates_broken, team_hidden_frac: res.team_hidden_frac, team_hidden_seconds: res.team_hidden_seconds, reason: res.reason,
        end_rule: res.end_rule, winner: res.winner, final_tick: res.final_tick, final_turn: res.final_turn, halves_played: res.halves_played,
        hunt_ticks_played: res.hunt_ticks_played, seed: res.seed, llm_turns: seats.map(() => 0), fallback_turns: seats.map(() => 0), fallback_causes: seats.map(() => ({})),
      }
      : null,
  };
}

/** What reading an original replay found: the re-simulated state, or the one-line reason and the first tick that differs. */
export type OriginalImport =
  | { ok: true; state: LanternState; keyframes: number; summary: string }
  | { ok: false; error: string; tick?: number };

/** Checks the document's shape; a one-line reason when it cannot be re-simulated. */
export function checkOriginalReplay(doc: unknown): OriginalReplay | string {
  const d = doc as Partial<OriginalReplay> | null;
  if (!d || typeof d !== 'object' || Array.isArray(d)) return 'not a lantern.replay.v1 document: expected a JSON object';
  if (d.protocol !== ORIGINAL_PROTOCOL) return `wrong protocol ${JSON.stringify(d.protocol ?? null)}: expected "${ORIGINAL_PROTOCOL}"`;
  if (d.game_version !== ORIGINAL_GAME_VERSION) return `game_version ${JSON.stringify(d.game_version ?? null)} cannot be re-simulated: lamplit plays game_version "${ORIGINAL_GAME_VERSION}"`;
  const c = d.config;
  if (!c || typeof c !== 'object') return 'damaged replay: config is missing';
  if (c.num_agents !== 6) return `num_agents ${String(c.num_agents)} is not supported: Lantern has 6 seats`;
  for (const key of ['seed', 'prepTicks', 'huntTicks'] as const) if (!Number.isSafeInteger(c[key])) return `damaged replay: config.${key} must be a whole number`;
  if ((c.turnTicks ?? 120) !== 120 || (c.halves ?? 2) !== 2) return 'damaged replay: lamplit plays turnTicks 120 and 2 halves';
  if (!Number.isSafeInteger(d.tick_count) || (d.tick_count as number) < 0) return 'damaged replay: tick_count must be a whole number';
  if (typeof d.controls_b64 !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(d.controls_b64) || d.controls_b64.length % 4 !== 0) return 'damaged replay: controls_b64 is not standard base64';
  if (!Array.isArray(d.keyframes)) return 'damaged replay: keyframes must be a list';
  const records = Buffer.from(d.controls_b64, 'base64').length / 4;
  const want = (d.tick_count as number) * 6;
  if (records !== want) return `record count ${records} is not tick_count × 6 = ${want}`;
  const total = 2 * ((c.prepTicks as number) + (c.huntTicks as number));
  if ((d.tick_count as number) > total) return `tick_count ${String(d.tick_count)} is more than the match's ${total} ticks`;
  return d as OriginalReplay;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Re-simulates an original replay and checks every keyframe it carries, naming the first tick that differs. */
export function importOriginalReplay(doc: unknown): OriginalImport {
  const rp = checkOriginalReplay(doc);
  if (typeof rp === 'string') return { ok: false, error: rp };
  let s: LanternState;
  try {
    const base = Object.keys(LANTERN_RULESETS).find((id) => LANTERN_RULESETS[id as keyof typeof LANTERN_RULESETS].buildTicks === rp.config.prepTicks && LANTERN_RULESETS[id as keyof typeof LANTERN_RULESETS].huntTicks === rp.config.huntTicks) ?? 'lantern-classic';
    s = setupLantern(base, rp.config.seed, { ticks: { build: rp.config.prepTicks, hunt: rp.config.huntTicks } });
  } catch (e) {
    return { ok: false, error: `cannot set the match up: ${(e as Error).message}` };
  }
  s.keyframes = [];
  const bytes = Buffer.from(rp.controls_b64, 'base64');
  const sim = makeSim(s, 0);
  const ctrl = new Int8Array(24);
  for (let t = 0; t < rp.tick_count && s.end === null; t++) {
    for (let i = 0; i < 24; i++) ctrl[i] = (bytes[t * 24 + i] << 24) >> 24;
    sim.turn = Math.trunc(t / 120);
    stepTick(sim, ctrl, null);
  }
  s.controls = [bytes.toString('base64')];
  const mine = new Map(s.keyframes.map((k) => [k.tick, toOriginalKeyframe(k)]));
  for (const want of rp.keyframes) {
    const got = mine.get(want.t);
    if (!got) return { ok: false, error: `keyframe at tick ${want.t} was never reached on re-simulation`, tick: want.t };
    if (got.d !== want.d) return { ok: false, error: `keyframe at tick ${want.t} differs: digest ${want.d} recorded, ${got.d} re-simulated`, tick: want.t };
    for (const field of ['cogs', 'crates', 'hb', 'hid'] as const) {
      if (want[field] !== undefined && !same(got[field], want[field])) return { ok: false, error: `keyframe at tick ${want.t} differs in ${field}: ${JSON.stringify(want[field])} recorded, ${JSON.stringify(got[field])} re-simulated`, tick: want.t };
    }
  }
  const last = s.keyframes[s.keyframes.length - 1];
  return { ok: true, state: s, keyframes: rp.keyframes.length, summary: `${ORIGINAL_PROTOCOL} ok: seed ${rp.config.seed}, ${rp.config.prepTicks}+${rp.config.huntTicks} ticks a half, ${s.tick} ticks, ${rp.keyframes.length} keyframes match, last digest ${last ? parseInt(last.digest, 16) : 'none'}` };
}
