// `order check` answers in one shape for every game (one JSON line with --json, one line
// otherwise; a refusal exits 2), and every example its help gives passes; `render --turn N` draws
// turn N as the pictures number it.
import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playToShownTurn } from '../../engine/match/bot-play.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const lamplit = (...args: string[]) => {
  const r = spawnSync(process.execPath, ['bin/lamplit.js', ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'warn' } });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

describe('order check', () => {
  it('passes every example its help gives, for each game', () => {
    const examples: [string, string][] = [];
    for (const game of ['lantern', 'lamplighter', 'dungeon']) {
      const help = execFileSync(process.execPath, ['bin/lamplit.js', 'order', 'check', game, '--help'], { cwd: ROOT, encoding: 'utf8' });
      const about = help.slice(0, help.indexOf('Options:')); // the description, not the options' defaults
      const found = [...about.replace(/\s+/g, ' ').matchAll(/"([^"]+)"/g)].map((m) => m[1]);
      expect(found.length).toBeGreaterThan(0);
      for (const text of found) examples.push([game, text]);
    }
    const failed = examples.map(([game, text]) => ({ game, text, r: lamplit('order', 'check', game, text) })).filter((x) => x.r.code !== 0);
    expect(failed.map((f) => `${f.game} "${f.text}": ${f.r.err.trim()}`)).toEqual([]);
  }, 120_000);

  it('answers in one shape: one line, or one JSON line with --json, for good and refused orders alike', () => {
    for (const [game, good, bad] of [['lantern', 'sweep G5', 'hide Z9'], ['lamplighter', 'walk 4', 'walk 14'], ['dungeon', 'move NNEE', 'move NNNNNNNNN']]) {
      const line = lamplit('order', 'check', game, good);
      expect(line.code).toBe(0);
      expect(line.out).toMatch(/^ok: seat \d: .+\n$/);
      const json = JSON.parse(lamplit('order', 'check', game, good, '--json').out);
      expect(Object.keys(json)).toEqual(['ok', 'game', 'seat', 'order', 'description']);
      expect(json.game).toBe(game);
      const refused = lamplit('order', 'check', game, bad);
      expect(refused.code).toBe(2);
      expect(refused.err.trim().split('\n')).toHaveLength(1);
      const refusedJson = lamplit('order', 'check', game, bad, '--json');
      expect(refusedJson.code).toBe(2);
      expect(Object.keys(JSON.parse(refusedJson.out))).toEqual(['ok', 'game', 'seat', 'error']);
    }
  }, 120_000);
});

describe('render --turn', () => {
  it('draws turn N as the pictures number it (Lantern turn 12 shows turn 12)', () => {
    const { match, note } = playToShownTurn('lantern', 'lantern-classic', 1, 12);
    expect(note).toBeNull();
    expect((match.game.view(match.state, { kind: 'full' }) as { clock: { turn: number } }).clock.turn + 1).toBe(12);
  });

  it('never draws a later turn than asked: the original runs every act to its end, so no turn is skipped and turn 20 is turn 20', () => {
    // Before the original's rule (all_found keeps the act ticking) a half could end early and skip
    // turns; the command still draws the turn before a skipped one with a note, but none is skipped now.
    const { match, note } = playToShownTurn('lantern', 'lantern-classic', 1, 20);
    const shown = (match.game.view(match.state, { kind: 'full' }) as { clock: { turn: number } }).clock.turn + 1;
    expect(shown).toBe(20);
    expect(note).toBeNull();
  });

  it('a dungeon turn N shows "turn N" in its terminal title', () => {
    const r = lamplit('render', 'dungeon', '--turn', '3', '--ansi', '--cols', '100', '--rows', '30', '--color', 'none');
    expect(r.code).toBe(0);
    expect(r.out.split('\n')[0]).toMatch(/turn 3 ·/);
  }, 30_000);
});
