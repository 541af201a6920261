// The seed's HUD reads over a round state: stats(), prompt(), targetLamp() and debug(), per seat.
import { CLOCK, DREAD, FEEL, OIL, PALE } from './constants.ts';
import { beatAt, bpmFor, veilOf } from './feel.ts';
import { paleMultiplier, paleSenses } from './pale.ts';
import { gaslight } from './street.ts';
import { lightSecondsOf, targetOf } from './taper.ts';
import { reachOf } from './upgrades.ts';
import type { RoundDebug, RoundState, RoundStats } from './types.ts';

/** The lamplighter in a seat, or a one-line Error naming the seats there are. */
export function playerAt(s: RoundState, seat: number) {
  const p = s.players[seat];
  if (!p) throw new Error(`no lamplighter in seat ${seat}: seats are 0 to ${s.players.length - 1}`);
  return p;
}

/** `stats()`: everything the meters and end cards want, for one seat. */
export function statsOf(s: RoundState, seat = 0): RoundStats {
  const p = playerAt(s, seat);
  const g = gaslight(s.street, s.lamps, p.x, p.y);
  const t = targetOf(s, p);
  const inHand = p.lighting >= 0 ? s.lamps[p.lighting] : t.lamp;
  return {
    seat,
    phase: s.phase,
    cause: s.phase === 'lost' ? s.cause : p.cause,
    time: s.playTicks / CLOCK.hz,
    lampsLit: s.lamps.filter((l) => l.lit).length,
    lampTotal: s.lamps.length,
    dread: p.dread,
    dreadFrac: p.dread / DREAD.max,
    oil: p.oil,
    oilFrac: p.oil / OIL.full,
    embers: p.embers,
    lightProgress: inHand && !inHand.lit ? inHand.progress : 0,
    lighting: p.lighting >= 0,
    inLamplight: g.inLamplight,
    lampLight: g.lampLight,
    darkTime: p.darkTicks / CLOCK.hz,
    sinceLastLamp: p.sinceLampTicks / CLOCK.hz,
    reach: reachOf(p),
    lightSeconds: lightSecondsOf(p),
    targetDistance: t.distance,
    targetInReach: t.inReach,
    held: p.held,
  };
}

const ENDINGS = {
  dark: 'The dark had you before the lamps did.',
  dry: 'Your lantern ran dry and the dark had you.',
  pale: 'The Pale had you in the dark.',
} as const;

/** `prompt()`: the line to print near the reticle for one seat. */
export function promptOf(s: RoundState, seat = 0): string {
  const p = playerAt(s, seat);
  if (s.phase === 'won') return 'Every lamp burns. Walk it again?';
  if (s.phase === 'lost') return `${ENDINGS[s.cause ?? 'dark']} Walk it again?`;
  if (!p.alive) return `${ENDINGS[p.cause ?? 'dark']} The others walk on.`;
  if (p.sting > 0.35) return 'IT HAS SEEN YOU';
  const t = targetOf(s, p);
  const inLight = gaslight(s.street, s.lamps, p.x, p.y).inLamplight;
  const stalked = s.paleState === 'hunt' && s.pale.target === seat && p.paleDist !== null && p.paleDist < PALE.pressureRange;
  if (stalked && p.lighting < 0) return inLight ? 'It is coming. Stay in the light' : 'It is close. Get to the light';
  if (p.lighting >= 0) return `Lighting lamp ${p.lighting + 1}: ${Math.floor(s.lamps[p.lighting].progress * 100)}%, hold`;
  if (s.phase === 'prelude') return 'Under the gate lamp. Walk out to begin; hold E on a lamp to light it';
  if (t.index >= 0 && t.lamp!.progress > 0 && !p.held) return `Lamp ${t.index + 1} is guttering: hold E to catch it`;
  if (t.index >= 0 && t.inReach) return `Hold E to light lamp ${t.index + 1}`;
  if (p.oil <= 0) return 'Your lantern is dry: get to lamplight';
  if (t.index >= 0) return `Lamp ${t.index + 1}: ${t.distance!.toFixed(1)} m (reach ${reachOf(p).toFixed(1)} m)`;
  return 'Every lamp burns';
}

/** `debug()`: the hunt reading, the sting and heartbeat envelopes and the veil, for one seat. */
export function debugOf(s: RoundState, seat = 0): RoundDebug {
  const p = playerAt(s, seat);
  const on = s.paleState !== 'off';
  return {
    hunt: {
      paleState: s.paleState,
      paleDist: p.paleDist,
      pale: on ? [s.pale.x, s.pale.y] : null,
      target: s.pale.target,
      lastSeen: s.pale.lastSeen,
      exposure: s.pale.exposure,
      multiplier: paleMultiplier(p.paleDist),
      senses: paleSenses(s, seat),
    },
    sting: { value: p.sting, decayPerSecond: FEEL.stingDecay },
    heartbeat: { bpm: bpmFor(p.dread), phase: p.beatPhase, beat: beatAt(p.beatPhase), calmBpm: FEEL.calmBpm, fullBpm: FEEL.fullBpm },
    veil: veilOf(p),
    tick: s.tick,
  };
}
