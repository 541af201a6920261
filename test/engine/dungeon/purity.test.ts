import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MatchRoom } from '../../../engine/dungeon/match-room.ts';

const dir = new URL('../../../engine/dungeon/', import.meta.url);
const sources = readdirSync(dir).filter((f) => f.endsWith('.ts')).map((f) => ({ f, text: readFileSync(new URL(f, dir), 'utf8').replace(/^\s*\/\/.*$/gm, '') }));

describe('engine/dungeon is pure', () => {
  it.each([
    ['the clock', /\bDate\.now\b|\bnew Date\(|performance\.now/],
    ['Math.random', /Math\.random/],
    ['timers', /\bset(Timeout|Interval|Immediate)\(/],
    ['I/O modules', /from ['"](node:)?(fs|net|http|https|dgram|child_process)['"]/],
    ['process.env', /process\.env/],
    ['front-end libraries', /from ['"](discord\.js|blessed|@napi-rs\/canvas|ioredis|rot-js)['"]/],
    ['node:crypto (SHA-256 comes from the pure engine/core/sha256.ts)', /from ['"](node:)?crypto['"]|require\(['"](node:)?crypto['"]\)/],
  ])('never uses %s', (_what, re) => {
    expect(sources.filter((s) => re.test(s.text)).map((s) => s.f)).toEqual([]);
  });
  it('engine/core/sha256.ts imports nothing', () => {
    const text = readFileSync(new URL('../../../engine/core/sha256.ts', import.meta.url), 'utf8');
    expect(text).not.toMatch(/^\s*import\s/m);
  });
  it('MatchRoom reports the legacy variant label from pvpCombat', () => {
    expect(MatchRoom.create({ seed: 'v', rulesetId: 'last-alive' }).variant).toBe('pvp');
    expect(MatchRoom.create({ seed: 'v', rulesetId: 'race' }).variant).toBe('race');
  });
});
