// Lantern's end card: winner and team scores, per-seat hidden time, finds, crates pushed, locked
// and broken (pries), and the final warehouse in small.
import type { Canvas } from '@napi-rs/canvas';
import type { LanternResults } from '../../engine/lantern/types.ts';
import type { LanternView } from '../../engine/lantern/view.ts';
import { drawCard, type CardContent } from '../draw/card.ts';
import { sceneFromView } from './scene.ts';
import { LANTERN_COLOURS as C, teamColour } from './theme.ts';
import { drawWarehouse } from './warehouse.ts';

/** The Lantern end card's content from the finished match's full view and results. */
export function lanternCardContent(v: LanternView, r: LanternResults): CardContent {
  const mothScore = r.scores[0] ?? 0.5, owlScore = r.scores[1] ?? 0.5;
  const headline = r.winner === null ? `Draw · ${mothScore.toFixed(3)} – ${owlScore.toFixed(3)}` : `${r.winner === 0 ? 'Moth' : 'Owl'} wins · ${Math.max(mothScore, owlScore).toFixed(3)} – ${Math.min(mothScore, owlScore).toFixed(3)}`;
  const colour = r.winner === null ? C.text : r.winner === 0 ? C.moth : C.owl;
  const rows = r.aliases.map((alias, i) => ({
    cells: [r.names?.[i] && r.names[i] !== alias ? `${alias} (${r.names[i]})` : alias, `${r.hidden_seconds[i].toFixed(1)} s`, String(r.finds[i]), String(r.crates_pushed[i]), String(r.crates_locked[i]), String(r.crates_broken[i])],
    colour: teamColour(r.teams[i]),
    bold: r.win[i],
  }));
  return {
    game: `Lantern · ${r.ruleset}`,
    headline,
    headlineColour: colour,
    subline: `Moth hid ${r.team_hidden_seconds[0].toFixed(1)} s (${(r.team_hidden_frac[0] * 100).toFixed(1)} %), Owl ${r.team_hidden_seconds[1].toFixed(1)} s (${(r.team_hidden_frac[1] * 100).toFixed(1)} %) · ${r.reason}/${r.end_rule}`,
    columns: [{ head: 'SEAT', width: 180 }, { head: 'HIDDEN', width: 110, align: 'right' }, { head: 'FINDS', width: 80, align: 'right' }, { head: 'PUSHED', width: 88, align: 'right' }, { head: 'LOCKED', width: 88, align: 'right' }, { head: 'PRIED', width: 72, align: 'right' }],
    rows,
    footer: [`seed ${r.seed} · ${r.final_turn + 1} turns · ${r.halves_played} halves · final tick ${r.final_tick}`, r.summary.slice(0, 90)],
    drawFinal: (g, x, y, w, h) => {
      const k = Math.min(w / v.blueprint.width, h / v.blueprint.height);
      const ox = x + (w - v.blueprint.width * k) / 2, oy = y + (h - v.blueprint.height * k) / 2;
      drawWarehouse(g, sceneFromView(v), ox, oy, Math.round(k * 1000) / 1000, { labelPx: 26, short: true });
    },
  };
}

/** Draws the end card (with a footnote line under the table when given). */
export function drawLanternCard(v: Parameters<typeof lanternCardContent>[0], r: Parameters<typeof lanternCardContent>[1], footnote?: string): Canvas {
  return drawCard(lanternCardContent(v, r), footnote);
}
