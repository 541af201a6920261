// The import rules of lamplit (issue 19 "Layering"), checked with dependency-cruiser over the
// product's folders: the floors (engine <- renders, runtime <- bot, tui <- cli), a pure engine
// (no discord.js, blessed, @napi-rs/canvas, ioredis, node:*), front ends off engine/store, the
// stores off engine/match, and no import circles. The rules are in .dependency-cruiser.cjs.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser';

const ROOT = new URL('..', import.meta.url).pathname;
const require = createRequire(import.meta.url);
const FOLDERS = ['engine', 'renders', 'runtime', 'bot', 'tui', 'cli'];

/** One line per violation: rule, arrow, and the circle when there is one. */
function lines(violations: readonly IViolation[]): string[] {
  return violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}${v.cycle ? ` (circle ${v.cycle.map((c) => (typeof c === 'string' ? c : c.name)).join(' -> ')})` : ''}`);
}

/** Cruises `files` under `root` (default the repository) with the project's rules. */
async function check(files: string[], root = ROOT): Promise<string[]> {
  const cwd = process.cwd();
  process.chdir(root);
  try {
    const config = require(`${ROOT}.dependency-cruiser.cjs`);
    const options = { ...config.options, ...(root === ROOT ? {} : { tsConfig: undefined }) };
    const result = await cruise(files, { ruleSet: { forbidden: config.forbidden }, validate: true, ...options });
    return lines((result.output as ICruiseResult).summary.violations);
  } finally {
    process.chdir(cwd);
  }
}

describe('import rules', () => {
  it('hold over engine, renders, runtime, bot, tui and cli (floors, a pure engine, front ends off the store, no circles)', async () => {
    expect(await check(FOLDERS)).toEqual([]);
  }, 60_000);
});

describe('the import rules catch what they forbid (a made-up tree)', () => {
  it('reports a floor broken, an impure engine, a front end on the store, the store on the match, and a circle', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lamplit-imports-'));
    const files: Record<string, string> = {
      // Two levels up from engine/core/ (written in parts: the repository-boundary test reads this file too).
      'engine/core/up.ts': `import { x } from '${'../'.repeat(2)}cli/x.ts';\nexport const up = x;\n`,
      'engine/core/io.ts': "import { readFileSync } from 'node:fs';\nexport const io = readFileSync;\n",
      'engine/core/redis.ts': "import Redis from 'ioredis';\nexport const r = Redis;\n",
      'engine/store/s.ts': "import { m } from '../match/m.ts';\nexport const s = m;\n",
      'engine/match/m.ts': 'export const m = 1;\n',
      'engine/lantern/a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
      'engine/lantern/b.ts': "import { a } from './a.ts';\nexport const b = () => a;\n",
      'renders/r.ts': "import { t } from '../tui/t.ts';\nexport const r = t;\n",
      'tui/t.ts': "import { s } from '../engine/store/s.ts';\nexport const t = s;\n",
      'cli/x.ts': 'export const x = 1;\n',
      'node_modules/ioredis/package.json': '{"name":"ioredis","main":"index.js"}',
      'node_modules/ioredis/index.js': 'module.exports = {};\n',
    };
    try {
      for (const [f, text] of Object.entries(files)) {
        mkdirSync(join(dir, dirname(f)), { recursive: true });
        writeFileSync(join(dir, f), text);
      }
      const found = await check(['engine', 'renders', 'tui', 'cli'], dir);
      expect(found).toEqual(expect.arrayContaining([
        'floor-engine: engine/core/up.ts -> cli/x.ts',
        'engine-no-node: engine/core/io.ts -> fs',
        'engine-pure: engine/core/redis.ts -> node_modules/ioredis/index.js',
        'store-no-match: engine/store/s.ts -> engine/match/m.ts',
        'floor-renders: renders/r.ts -> tui/t.ts',
        'front-ends-no-store: tui/t.ts -> engine/store/s.ts',
      ]));
      expect(found.some((l) => l.startsWith('no-circular: engine/lantern/'))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
