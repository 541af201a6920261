// The whole baseline matches pinned by the golden fixture (test/fixtures/lantern/golden-digests.json).
import { playBotMatch } from '../../../engine/lantern/bot-match.ts';
import type { BotKind } from '../../../engine/lantern/types.ts';

/** Matches whose keyframe digests are pinned. */
export const GOLDEN_MATCHES: { ruleset: string; seed: number; moth: BotKind; owl: BotKind }[] = [
  { ruleset: 'lantern-classic', seed: 1, moth: 'warden', owl: 'moth' },
  { ruleset: 'lantern-classic', seed: 2, moth: 'moth', owl: 'warden' },
  { ruleset: 'lantern-classic', seed: 3, moth: 'warden', owl: 'moth' },
  { ruleset: 'lantern-sprint', seed: 42, moth: 'warden', owl: 'warden' },
  { ruleset: 'lantern-sprint', seed: 7, moth: 'lamplit-warden', owl: 'lamplit-moth' },
];

/** The keyframe digests of each golden match, keyed `ruleset/seed/moth-owl`. */
export function goldenDigests(): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const m of GOLDEN_MATCHES) {
    const s = playBotMatch(m.ruleset, m.seed, { bots: { moth: m.moth, owl: m.owl } });
    out[`${m.ruleset}/${m.seed}/${m.moth}-${m.owl}`] = s.keyframes.map((k) => `${k.tick}:${k.digest}`);
  }
  return out;
}

// Regenerate with: node bin/run-ts.js test/engine/lantern/golden-matches.ts --write
if (process.argv.includes('--write')) {
  const { writeFileSync } = await import('node:fs');
  writeFileSync(new URL('../../fixtures/lantern/golden-digests.json', import.meta.url), JSON.stringify(goldenDigests(), null, 1) + '\n');
}
