// The screen-reader text of a warehouse view: the same facts the picture shows, in words.
import type { LanternView } from '../../engine/lantern/view.ts';
import { clockText } from '../draw/text.ts';
import { cellName } from './floor.ts';
import { viewerLine } from './panel.ts';
import { sceneFromView } from './scene.ts';

/** Describes a Lantern view in a few sentences (at most ~1,000 characters, as Discord allows). */
export function lanternAlt(v: LanternView): string {
  const s = sceneFromView(v);
  const bp = v.blueprint;
  const ck = v.clock;
  const parts: string[] = [];
  parts.push(ck.act === 'over'
    ? `Lantern warehouse, match over after turn ${ck.turns}.`
    : `Lantern warehouse, half ${ck.half + 1} ${ck.act} act, ${clockText(ck.actSecondsLeft)} left, turn ${ck.turn + 1} of ${ck.turns}; ${ck.hiding === 'moth' ? 'Moth' : 'Owl'} hide.`);
  parts.push(`Seen by: ${viewerLine(v)}.`);
  parts.push(`Hidden so far: Moth ${v.score.hiddenSeconds[0].toFixed(1)} s, Owl ${v.score.hiddenSeconds[1].toFixed(1)} s.`);
  const cogs = s.cogs.filter((c) => c.look === 'bright').map((c) => `${c.alias}${c.self ? ' (you)' : ''} at ${cellName(bp, c.x, c.y)}`);
  if (cogs.length) parts.push(`Cogs: ${cogs.join(', ')}.`);
  const ghosts = s.cogs.filter((c) => c.look === 'ghost').map((c) => `${c.alias} at ${cellName(bp, c.x, c.y)}`);
  if (ghosts.length) parts.push(`Unlit hiders: ${ghosts.join(', ')}.`);
  if (s.crates.length) parts.push(`Crates: ${s.crates.map((c) => `${c.id} ${c.state} at ${cellName(bp, c.x, c.y)}`).join(', ')}.`);
  if (s.lamps.length) parts.push(`Lanterns lit: ${s.lamps.map((l) => v.aliases[l.seat]).join(', ')}.`);
  if (s.heartbeats.length) parts.push(`Heartbeat: ${s.heartbeats.map((h) => `${h.alias} ${h.band}`).join(', ')}.`);
  if (s.rings.length) parts.push(`Heard: ${s.rings.map((r) => `${r.kind} near ${cellName(bp, r.x, r.y)}`).join(', ')}.`);
  if (s.beams.length) parts.push(`Beams reported: ${s.beams.map((b) => b.band).join(', ')}.`);
  const found = v.found.filter((f) => f.half === ck.half || ck.act === 'over');
  parts.push(found.length ? `Found: ${found.map((f) => `${f.alias} after ${f.afterSeconds.toFixed(1)} s by ${f.by}`).join('; ')}.` : 'Nobody found yet.');
  const out = parts.join(' ');
  return out.length > 1000 ? out.slice(0, 997) + '...' : out;
}
