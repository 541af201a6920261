// `npm run bench`: runs every bench/*.bench.ts (each exports `run()` returning plain figures) and
// prints one JSON object keyed by benchmark name. `npm run bench -- lantern` runs the names matching.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const filter = process.argv.slice(2);
const files = readdirSync(here).filter((f) => f.endsWith('.bench.ts')).sort()
  .filter((f) => filter.length === 0 || filter.some((w) => f.includes(w)));

const out: Record<string, unknown> = {
  machine: { node: process.version, platform: process.platform, arch: process.arch },
};
for (const file of files) {
  const name = file.replace(/\.bench\.ts$/, '');
  const mod = (await import(pathToFileURL(join(here, file)).href)) as { run: () => Promise<unknown> | unknown };
  try {
    out[name] = await mod.run();
  } catch (err) {
    out[name] = { error: (err as Error).message };
  }
}
process.stdout.write(JSON.stringify(out, null, 2) + '\n');
process.exit(0);
