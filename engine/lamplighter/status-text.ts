// Lamplighter's status lines: the chat's one line and the terminal's status pane (the dread meters).
import { bar } from '../core/meter-text.ts';
import type { PaleView, RoundView } from './view.ts';

/** What the Pale is doing, in words ("hunting", not the state's name "hunt"). */
export function paleWords(state: string): string {
  const words: Record<string, string> = { hunt: 'hunting', wander: 'wandering', search: 'searching', withdraw: 'withdrawing', dormant: 'dormant', fed: 'fed and gone', off: 'away' };
  return words[state] ?? state;
}

/**
 * The Pale in a few words, as every picture, terminal line and status pane says it: "no Pale",
 * "Pale unseen", or "Pale hunting 15 m" (the distance to `digits` decimals, left out when null).
 */
export function paleLine(pale: PaleView, digits: number | null): string {
  if (!pale.enabled) return 'no Pale';
  if (!pale.visible) return 'Pale unseen';
  return `Pale ${paleWords(pale.state)}${digits !== null && pale.dist !== null ? ` ${pale.dist.toFixed(digits)} m` : ''}`;
}

/** One line about where the round stands. */
export function lamplighterStatusLine(view: RoundView): string {
  if (!view || typeof view !== 'object') return '';
  return `${view.phase} · ${view.lampsLit}/${view.lampTotal} lamps burning · ${Math.round(view.time ?? 0)} s on the street`;
}

/** The dread meters (Dread, oil, Embers, upgrades), lamps lit, the Pale and the prompt. */
export function lamplighterStatusLines(v: RoundView, width: number): string[] {
  const me = v.lamplighters.find((l) => l.seat === v.seat) ?? v.lamplighters[0];
  const w = Math.max(6, width - 12);
  const lines = [`${v.phase} · ${v.time.toFixed(1)} s · lamps ${v.lampsLit}/${v.lampTotal}`];
  if (me) {
    lines.push(`dread ${bar(me.dreadFrac, w)} ${Math.round(me.dread)}`);
    lines.push(`oil   ${bar(me.lantern.oilFrac, w)} ${Math.round(me.lantern.oil)}`);
    // In turns the lantern is refilled in lamplight before the turn ends: say how low it ran.
    if (me.oilLow !== undefined) lines.push(`      ran down to ${Math.round(me.oilLow)} this turn, refilled in lamplight`.slice(0, width));
    lines.push(`embers ${me.embers} · ${Math.round(me.bpm)} bpm${me.running ? ' · running' : ''}${me.alive ? '' : ` · lost (${me.cause})`}`);
    for (const row of me.upgradeRows) {
      const cost = row.cost === null ? 'max' : `${row.cost}e`;
      lines.push(`${row.name.padEnd(6)} ${row.rank}/${row.maxRank} ${row.effect.padEnd(7)} ${cost.padEnd(4)}${row.canBuy.ok ? 'can buy' : 'dim'}`.slice(0, width));
    }
    if (me.stats.lighting) lines.push(`lighting ${bar(me.stats.lightProgress, w)}`);
    if (me.prompt) lines.push(me.prompt);
  }
  if (v.pale.enabled) lines.push(paleLine(v.pale, 0));
  if (v.target && v.target.index >= 0) lines.push(`nearest dark lamp ${v.target.index + 1}${v.target.distance !== null ? ` ${v.target.distance.toFixed(1)} m` : ''}${v.target.inReach ? ' (in reach)' : ''}`);
  return lines;
}
