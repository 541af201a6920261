// Replays (lantern-facts "Replay"; the one shape of engine/core/replay.ts, version 2): seed, config,
// map, names, phase table, all control bytes as one base64 string, keyframes with digests every 24
// ticks (the document's `digests`), events and results. Re-simulating the
// bytes must reproduce every keyframe digest.
import type { GameEvent, PlaybackOptions, ReplayCheck, ReplayDoc, ReplayFrame } from '../core/game.ts';
import { REPLAY_FORMAT, REPLAY_VERSION } from '../core/replay.ts';
import { VAULT } from './map.ts';
import { prepareTick } from './clock.ts';
import { cloneState, setupLantern } from './match.ts';
import { lanternResults } from './results.ts';
import { LANTERN_RULESETS } from './rulesets.ts';
import { aliasOf, makeSim, turnOfTick } from './sim.ts';
import { stepTick } from './step.ts';
import type { BotKind, Keyframe, LanternResults, LanternRuleset, LanternState } from './types.ts';
import { lanternView, type LanternView } from './view.ts';

/** The replay document (version 2, engine/core/replay.ts): the keyframes are its digests. */
export interface LanternReplay extends ReplayDoc<Keyframe> {
  game: 'lantern';
  seed: number;
  options: { names: string[]; bots: Record<'moth' | 'owl', BotKind> };
  config: LanternRuleset;
  map: string;
  aliases: string[];
  phases: { half: number; act: 'build' | 'hunt'; from: number; to: number }[];
  ticks: number;
  controls: string;
  events: GameEvent[];
  end: LanternState['end'];
  results: LanternResults | null;
}

/** Version 1 (before issue 19): `ruleset`, `names`, `bots` and `keyframes` at the top. */
interface LanternReplayV1 extends Omit<LanternReplay, 'version' | 'rulesetId' | 'options' | 'digests'> {
  version: 1;
  ruleset: string;
  names: string[];
  bots: Record<'moth' | 'owl', BotKind>;
  keyframes: Keyframe[];
}

/** The replay document of a state (complete once the match is over). */
export function lanternReplay(s: LanternState): LanternReplay {
  const r = s.ruleset, L = r.buildTicks + r.huntTicks;
  const bytes = Buffer.concat(s.controls.map((c) => Buffer.from(c, 'base64')));
  return {
    format: REPLAY_FORMAT, version: REPLAY_VERSION, game: 'lantern', rulesetId: r.id, seed: s.seed,
    options: { names: s.names.slice(), bots: { ...s.bots } }, config: { ...r }, map: VAULT.name, aliases: [0, 1, 2, 3, 4, 5].map(aliasOf),
    phases: [0, 1].flatMap((h) => [
      { half: h + 1, act: 'build' as const, from: h * L, to: h * L + r.buildTicks },
      { half: h + 1, act: 'hunt' as const, from: h * L + r.buildTicks, to: (h + 1) * L },
    ]),
    ticks: bytes.length / 24, controls: bytes.toString('base64'), digests: s.keyframes.slice(), events: s.events.slice(), end: s.end, results: lanternResults(s),
  };
}

/** A version-1 document in today's shape (the one place old Lantern replays are read). */
function upgradeV1(d: LanternReplayV1): LanternReplay {
  const { version: _v, ruleset, names, bots, keyframes, ...rest } = d;
  return { ...rest, version: REPLAY_VERSION, rulesetId: ruleset, options: { names, bots }, digests: keyframes } as LanternReplay;
}

/** Checks that a value looks like a lantern replay (version 1 upgraded); a one-line error otherwise. */
export function asLanternReplay(doc: unknown): LanternReplay | string {
  const raw = doc as Record<string, unknown> | null;
  if (!raw || typeof raw !== 'object' || raw.format !== REPLAY_FORMAT || raw.game !== 'lantern') return 'not a lantern replay (expected format "lamplit-replay", game "lantern")';
  if (raw.version !== 1 && raw.version !== REPLAY_VERSION) return `unknown lantern replay version ${JSON.stringify(raw.version)}: versions are 1 and ${REPLAY_VERSION}`;
  if (raw.version === 1 && (typeof raw.ruleset !== 'string' || !Array.isArray(raw.keyframes))) return 'damaged lantern replay: seed, ruleset, controls and keyframes are required';
  const d = raw.version === 1 ? upgradeV1(raw as unknown as LanternReplayV1) : raw as unknown as LanternReplay;
  if (typeof d.seed !== 'number' || typeof d.controls !== 'string' || !Array.isArray(d.digests) || typeof d.rulesetId !== 'string' || !d.options || typeof d.options !== 'object') return 'damaged lantern replay: seed, rulesetId, options, controls and digests are required';
  if (!(d.rulesetId in LANTERN_RULESETS)) return `unknown ruleset "${d.rulesetId}" in replay`;
  return d;
}

/** The Lantern replay in today's shape (Game.readReplay); a one-line Error otherwise. */
export function readLanternReplay(doc: unknown): LanternReplay {
  const rp = asLanternReplay(doc);
  if (typeof rp === 'string') throw new Error(rp);
  return rp;
}

/**
 * Re-simulates a replay tick by tick. `onTick` sees the state after every tick (return false to stop).
 * Returns the final state and the keyframes produced.
 */
export function resimulate(doc: LanternReplay, onTick?: (s: LanternState) => boolean | void): LanternState {
  const rp = readLanternReplay(doc);
  const s = setupLantern(rp.rulesetId, rp.seed, { names: rp.options.names, bots: rp.options.bots });
  s.ruleset = { ...rp.config };
  const bytes = Buffer.from(rp.controls, 'base64');
  const sim = makeSim(s, 0);
  const ctrl = new Int8Array(24);
  let stopped = false;
  for (let off = 0; off + 24 <= bytes.length && s.end === null; off += 24) {
    for (let i = 0; i < 24; i++) ctrl[i] = (bytes[off + i] << 24) >> 24;
    sim.turn = Math.trunc(s.tick / s.ruleset.ticksPerTurn);
    sim.logLen = 0;
    stepTick(sim, ctrl, null);
    if (onTick && onTick(s) === false) { stopped = true; break; }
  }
  // The live turn loop runs step 1 (half reset, keyframe) for the next tick as each turn ends, so a
  // match its wall clock ended between turns holds that tick's keyframe: run it here too.
  if (!stopped && s.end === null) prepareTick(sim);
  if (s.end === null && rp.end && rp.end.reason !== 'complete') s.end = { ...rp.end };
  s.controls = [bytes.subarray(0, s.tick * 24).toString('base64')]; // the bytes re-simulated, as one chunk
  return s;
}

/** Verifies every keyframe digest of a replay document. */
export function verifyLanternReplay(doc: unknown): ReplayCheck {
  const rp = asLanternReplay(doc);
  if (typeof rp === 'string') return { ok: false, error: rp };
  let bad: { tick: number; want: string; got: string } | null = null;
  let checked = 0;
  const byTick = new Map<number, string>();
  for (const k of rp.digests) byTick.set(k.tick, k.digest);
  const first = setupLantern(rp.rulesetId, rp.seed, { names: rp.options.names, bots: rp.options.bots });
  const k0 = byTick.get(0);
  // One form for a differing digest, naming the tick and the field (as cli/replay-check.ts names others).
  const differs = (tick: number, want: string, got: string): ReplayCheck => {
    const i = rp.digests.findIndex((k) => k.tick === tick);
    return { ok: false, error: `keyframe at tick ${tick} (digests[${i}].digest) differs: ${JSON.stringify(want)} recorded, ${JSON.stringify(got)} re-simulated`, tick, turn: Math.trunc(tick / rp.config.ticksPerTurn) };
  };
  if (k0 !== undefined && k0 !== first.keyframes[0].digest) return differs(0, k0, first.keyframes[0].digest);
  let seen = 1;
  const check = (st: LanternState): boolean => {
    while (seen < st.keyframes.length) {
      const kf = st.keyframes[seen++];
      const want = byTick.get(kf.tick);
      if (want === undefined) continue;
      checked++;
      if (want !== kf.digest) { bad = { tick: kf.tick, want, got: kf.digest }; return false; }
    }
    return true;
  };
  const s = resimulate(rp, check);
  if (bad === null) check(s); // the keyframe of the tick a match stopped before (a wall-clock end)
  if (bad !== null) {
    const b = bad as { tick: number; want: string; got: string };
    return differs(b.tick, b.want, b.got);
  }
  const missing = rp.digests.filter((k) => k.tick > 0 && !s.keyframes.some((x) => x.tick === k.tick));
  if (missing.length) return { ok: false, error: `keyframe at tick ${missing[0].tick} was never reached on re-simulation`, tick: missing[0].tick };
  const last = s.keyframes[s.keyframes.length - 1];
  return { ok: true, summary: `lantern replay ok: seed ${rp.seed}, ${rp.rulesetId}, ${s.tick} ticks, ${checked + (k0 ? 1 : 0)} keyframes match, final digest ${last.digest}`, digest: last.digest };
}

/** Ticks between Lantern playback frames unless asked otherwise: one second of play. */
export const LANTERN_FRAME_TICKS = 24;

/** The contract's playback (`Game.replayFrames`): the full view every `every` ticks (default one second), oldest first. */
export function* lanternPlayback(doc: unknown, opts: PlaybackOptions = {}): Generator<ReplayFrame<LanternView>> {
  const every = opts.every ?? LANTERN_FRAME_TICKS;
  if (!Number.isInteger(every) || every < 1) throw new Error(`playback every must be a whole number of ticks from 1, got ${String(every)}`);
  for (const f of replayFrames(doc, every)) yield { view: f.view, turn: turnOfTick(f.state, f.tick), tick: f.tick };
}

/** Re-simulates a replay and yields the state (a copy) and the full view every `every` ticks, for replay pictures. */
export function* replayFrames(doc: unknown, every = 24): Generator<{ tick: number; state: LanternState; view: LanternView }> {
  const rp = asLanternReplay(doc);
  if (typeof rp === 'string') throw new Error(rp);
  const frames: LanternState[] = [];
  const s0 = setupLantern(rp.rulesetId, rp.seed, { names: rp.options.names, bots: rp.options.bots });
  frames.push(cloneState(s0));
  resimulate(rp, (st) => { if (st.tick % every === 0 || st.end !== null) frames.push(cloneState(st)); });
  for (const st of frames) yield { tick: st.tick, state: st, view: lanternView(st, { kind: 'full' }) };
}
