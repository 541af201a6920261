// The Ember economy: three upgrade tracks, rank n costs n, max rank 3, bought only in lamplight.
import { quoteInput } from '../core/text.ts';
import { MAX_RANK, UPGRADE_TRACKS, UPGRADES } from './constants.ts';
import { gaslight } from './street.ts';
import type { BuyCheck, LamplighterState, RoundEvent, RoundState, UpgradeName } from './types.ts';

const NAMES = UPGRADES.map((u) => u.name);

/** Whether a string names an upgrade track. */
export function isUpgradeName(name: unknown): name is UpgradeName {
  return typeof name === 'string' && (NAMES as string[]).includes(name);
}

/** The one-line error for a name that is not a track. */
export function unknownUpgrade(name: unknown): string {
  return `unknown upgrade ${quoteInput(name)}: upgrades are ${NAMES.join(', ')}`;
}

/** The value a track gives at a rank (metres, m/s or seconds). */
export function trackValue(name: UpgradeName, rank: number): number {
  return UPGRADE_TRACKS[name].values[rank];
}

/** Interact range of a lamplighter, metres. */
export function reachOf(p: LamplighterState): number {
  return trackValue('reach', p.upgrades.reach);
}

/** Walk speed of a lamplighter, m/s. */
export function strideOf(p: LamplighterState): number {
  return trackValue('stride', p.upgrades.stride);
}

/** Base light time of a lamplighter's wick, seconds (before the shaking-hands bonus). */
export function wickOf(p: LamplighterState): number {
  return trackValue('wick', p.upgrades.wick);
}

/** Embers the next rank of a track costs, or null once maxed. */
export function upgradeCost(p: LamplighterState, name: UpgradeName): number | null {
  const r = p.upgrades[name];
  return r >= MAX_RANK ? null : r + 1;
}

/** The current value of a track as the HUD prints it ("4.2 m"). */
export function upgradeEffect(p: LamplighterState, name: UpgradeName): string {
  const t = UPGRADE_TRACKS[name];
  return `${trackValue(name, p.upgrades[name]).toFixed(t.digits)} ${t.unit}`;
}

/** Whether a lamplighter may buy the next rank of a track now, and if not why (one line). */
export function canBuy(s: RoundState, seat: number, name: unknown): BuyCheck {
  if (!isUpgradeName(name)) return { ok: false, reason: unknownUpgrade(name) };
  const p = s.players[seat];
  if (!p) return { ok: false, reason: `no lamplighter in seat ${seat}` };
  if (s.phase === 'won' || s.phase === 'lost') return { ok: false, reason: 'the round is over: restart to walk it again' };
  if (!p.alive) return { ok: false, reason: 'you are lost to the dark: nothing more to buy this round' };
  const cost = upgradeCost(p, name);
  if (cost === null) return { ok: false, reason: `${name} is at its top rank (${MAX_RANK})` };
  if (p.embers < cost) return { ok: false, reason: `${name} rank ${p.upgrades[name] + 1} costs ${cost} Ember${cost === 1 ? '' : 's'}, you have ${p.embers}` };
  if (!gaslight(s.street, s.lamps, p.x, p.y).inLamplight) return { ok: false, reason: 'Embers are spent only in lamplight: stand under a burning lamp' };
  return { ok: true, reason: '' };
}

/** Spends Embers on the next rank of a track; changes nothing when canBuy refuses. */
export function buyUpgrade(s: RoundState, seat: number, name: unknown, events?: RoundEvent[]): BuyCheck {
  const check = canBuy(s, seat, name);
  if (!check.ok) return check;
  const p = s.players[seat];
  const n = name as UpgradeName;
  p.embers -= upgradeCost(p, n) as number;
  p.upgrades[n] += 1;
  events?.push({ type: 'upgradeBought', tick: s.tick, seat, upgrade: n, rank: p.upgrades[n] });
  return check;
}
