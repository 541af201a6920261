// Lamplighter's pictures behind the public API: the street under the veil with its meters, the
// meters alone, the terminal forms, the end card and the replay GIF.
import type { RoundView } from '../../engine/lamplighter/view.ts';
import type { GameRenderer, PictureFormat } from '../types.ts';
import { encodeCanvas } from '../encode.ts';
import { drawLamplighterCard, lamplighterCardContent } from './endcard.ts';
import { cardTerminal } from '../terminal/endcard.ts';
import { clockText } from '../draw/text.ts';
import { fitToCells, kittyImage, sixelImage } from '../terminal/graphics.ts';
import { meteredOf } from './meters.ts';
import { paleWords } from '../../engine/lamplighter/status-text.ts';
import { lamplighterReplayGif } from './gif.ts';
import { asRoundView, drawLamplighterPicture, drawMetersPicture } from './picture.ts';
import { lamplighterTerminal } from './terminal.ts';
import { STREET_COLOURS as C } from './theme.ts';

/**
 * The street picture's format unless the caller names one: JPEG, because the cobbles under the
 * light map deflate slowly (see renders/encode.ts). The end card, mostly flat panels round a small
 * street, and the meters alone are PNG: lossless, so their tables and small figures keep their
 * edges, and within the time target (the card ~0.41x the blank encode; ~0.24x as a JPEG, which a
 * caller can still ask for; bench/renders.bench.ts and an A/B in one process, 2026-12).
 */
export const STREET_FORMAT: PictureFormat = 'jpeg';

/** Key colours of the street for fixed palettes (GIF, Sixel). */
export const STREET_KEYS = ['#4a5063', C.gaslight, C.lanternGlow, C.paleLight, C.road, C.pavement, C.dread, C.dreadHot, C.oil, C.ember, C.sting, '#6e1c0c', C.ambient];

/** The screen-reader text of a street view. */
export function lamplighterAlt(v: RoundView): string {
  const p = meteredOf(v);
  const parts = [`Lamplighter's Round on ${v.street.name}, ${clockText(v.time)}, ${v.phase}; ${v.lampsLit} of ${v.lampTotal} lamps burning.`];
  const dark = v.lamps.filter((l) => !l.lit).map((l) => l.number);
  if (dark.length) parts.push(`Dark lamps: ${dark.join(', ')}.`);
  const lighting = v.lamps.find((l) => !l.lit && l.progress > 0);
  if (lighting) parts.push(`Lamp ${lighting.number} is ${Math.floor(lighting.progress * 100)}% lit${lighting.holders.length ? ', taper held' : ', guttering'}.`);
  for (const q of v.lamplighters) {
    parts.push(`${q.name ?? q.alias}${p && q.seat === p.seat && v.seat !== null ? ' (you)' : ''}: ${q.alive ? `Dread ${Math.round(q.dread)}, oil ${Math.round(q.lantern.oilFrac * 100)}%, ${q.embers} Embers, near lamp ${nearest(v, q.x, q.y)}` : `lost (${q.cause})`}.`);
  }
  if (v.pale.enabled) parts.push(v.pale.visible ? `The Pale is ${paleWords(v.pale.state)}${v.pale.dist !== null ? `, ${v.pale.dist.toFixed(1)} m away` : ''}.` : 'The Pale is not in sight.');
  // The shop and the prompt are one player's own: only a seat's picture describes them.
  if (p && v.seat !== null) {
    const rows = p.upgradeRows.map((r) => `${r.label} rank ${r.rank}/${r.maxRank} (${r.effect})${r.canBuy.ok ? `, buy for ${r.cost}` : `, dim: ${r.canBuy.reason}`}`);
    parts.push(`Upgrades: ${rows.join('; ')}.`, `Prompt: ${p.prompt}.`);
    if (p.veil.sting > 0.35) parts.push('The screen stings red: it has seen you.');
    else if (p.dread >= 75) parts.push('The view has closed to a keyhole.');
  }
  const out = parts.join(' ');
  return out.length > 1000 ? out.slice(0, 997) + '...' : out;
}

function nearest(v: RoundView, x: number, y: number): string {
  let best = 'gate', bd = Math.hypot(x - v.street.gate[0], y - v.street.gate[1]);
  for (const l of v.lamps) { const d = Math.hypot(x - l.x, y - l.y); if (d < bd) { bd = d; best = String(l.number); } }
  return best;
}

/** The Lamplighter entry of the renders registry. */
export const LAMPLIGHTER_RENDERER: GameRenderer = {
  picture(view, opts) {
    const v = asRoundView(view);
    const cv = drawLamplighterPicture(v, { meters: opts.meters, beat: opts.beat });
    return { ...encodeCanvas(cv, opts.format ?? STREET_FORMAT), width: cv.width, height: cv.height, alt: lamplighterAlt(v) };
  },
  meters(view, opts) {
    const v = asRoundView(view);
    const cv = drawMetersPicture(v);
    return { ...encodeCanvas(cv, opts.format), width: cv.width, height: cv.height, alt: lamplighterAlt(v) };
  },
  terminal(view, opts) {
    const v = asRoundView(view);
    if (opts.kind !== 'endcard') return lamplighterTerminal(v, opts);
    if (!opts.results) throw new Error('a terminal end card needs the results (opts.results)');
    return cardTerminal(lamplighterCardContent(v, opts.results), (cols, rows) => lamplighterTerminal(v, { ...opts, cols, rows, kind: 'picture' }), opts);
  },
  graphics(view, opts) {
    const cv = fitToCells(drawLamplighterPicture(asRoundView(view)), opts);
    return opts.protocol === 'kitty' ? kittyImage(cv) : sixelImage(cv, STREET_KEYS);
  },
  endCard(view, results, opts) {
    const v = asRoundView(view);
    const cv = drawLamplighterCard(v, results, opts.footnote);
    return { ...encodeCanvas(cv, opts.format ?? 'png'), width: cv.width, height: cv.height, alt: `End card. ${results.summary} ${lamplighterAlt(v)}`.slice(0, 1000) };
  },
  gifPlayback: { ticks: true },
  replayGif(frames) {
    return lamplighterReplayGif(frames, STREET_KEYS);
  },
  alt(view) {
    return lamplighterAlt(asRoundView(view));
  },
};
