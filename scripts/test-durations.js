#!/usr/bin/env node
// Writes test/durations.json (milliseconds per test file, rounded) from vitest's results cache of the
// last run, for test/sequencer.ts to start the longest files first. Run it after a full `npm test`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = join(root, 'node_modules', '.vite', 'vitest');
const out = {};
for (const hash of readdirSync(cacheDir)) {
  let doc;
  try {
    doc = JSON.parse(readFileSync(join(cacheDir, hash, 'results.json'), 'utf8'));
  } catch {
    continue;
  }
  for (const [key, r] of doc.results) out[key.replace(/^[^:]*:/, '')] = Math.round(r.duration);
}
const sorted = Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : 1)));
writeFileSync(join(root, 'test', 'durations.json'), `${JSON.stringify(sorted, null, 1)}\n`);
process.stdout.write(`test/durations.json: ${Object.keys(sorted).length} files\n`);
