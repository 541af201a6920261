// The Lantern end card's words agree with the results: the winning team "wins" (as the summary line
// says), with the winner's score first; a draw shows both scores in Moth–Owl order.
import { describe, expect, it } from 'vitest';
import { playBotMatch } from '../../engine/lantern/bot-match.ts';
import { lanternResults, lanternView } from '../../engine/lantern/index.ts';
import { lanternCardContent } from '../../renders/lantern/endcard.ts';

describe('Lantern end card text', () => {
  it('says which team wins, as the results summary does', () => {
    const s = playBotMatch('lantern-test', 1);
    const r = lanternResults(s)!;
    const card = lanternCardContent(lanternView(s, { kind: 'full' }), r);
    if (r.winner === null) {
      expect(card.headline).toMatch(/^Draw · /);
    } else {
      const team = r.winner === 0 ? 'Moth' : 'Owl';
      expect(card.headline).toBe(`${team} wins · ${Math.max(...r.scores).toFixed(3)} – ${Math.min(...r.scores).toFixed(3)}`);
      expect(r.summary).toContain(`${team} wins`);
    }
    const draw = lanternCardContent(lanternView(s, { kind: 'full' }), { ...r, winner: null, scores: [0.5, 0.5] });
    expect(draw.headline).toBe('Draw · 0.500 – 0.500');
  });
});
