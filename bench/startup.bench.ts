// Start-up figures, as an operator meets them: how long after `npm start` the main menu shows in
// a terminal (tmux, 120 × 40), and how long `lamplit rulesets` takes to return. "cold" is the
// first run with an empty tsx cache (a fresh TMPDIR) right after `npm run build` and, where the
// bench may (root on Linux), an emptied page cache (`pageCacheDropped`); "warm" is the
// median of the next runs. Targets: menu under 1 s, rulesets under 0.5 s. `cpu` gives the same in
// CPU time (user + system, npm included for the menu), which other work on the machine does not inflate.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const WARM_RUNS = 5;
let runs = 0;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** Milliseconds from starting `npm start` in tmux until "main menu" is on the screen. */
function menuMs(tmp: string): number {
  // A socket of its own per run: a new session on a server that is still exiting fails.
  const sock = join(tmp, `tmux-${++runs}.sock`);
  const tmux = (...args: string[]) => execFileSync('tmux', ['-S', sock, ...args], { encoding: 'utf8' });
  const env = `env TMPDIR=${JSON.stringify(tmp)} TERM=xterm-256color`;
  const started = performance.now();
  tmux('new-session', '-d', '-s', 'bench', '-x', '120', '-y', '40', '-c', ROOT, `${env} npm start; sleep 60`);
  try {
    for (;;) {
      if (tmux('capture-pane', '-t', 'bench', '-p').includes('main menu')) return performance.now() - started;
      if (performance.now() - started > 30_000) throw new Error('the main menu did not show within 30 s');
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
    }
  } finally {
    tmux('kill-server');
  }
}

/**
 * CPU milliseconds (user + system) the menu takes: `npm start` under /usr/bin/time in tmux, quit with
 * q once the menu shows. Unlike wall time it does not grow when other work shares the machine.
 */
function menuCpuMs(tmp: string): number {
  const sock = join(tmp, `tmux-${++runs}.sock`);
  const out = join(tmp, `cpu-${runs}.txt`);
  const tmux = (...args: string[]) => execFileSync('tmux', ['-S', sock, ...args], { encoding: 'utf8' });
  tmux('new-session', '-d', '-s', 'bench', '-x', '120', '-y', '40', '-c', ROOT, `env TMPDIR=${JSON.stringify(tmp)} TERM=xterm-256color /usr/bin/time -o ${JSON.stringify(out)} -f '%U %S' npm start; sleep 60`);
  try {
    const started = performance.now();
    while (!tmux('capture-pane', '-t', 'bench', '-p').includes('main menu')) {
      if (performance.now() - started > 30_000) throw new Error('the main menu did not show within 30 s');
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
    }
    tmux('send-keys', '-t', 'bench', 'q');
    for (let i = 0; i < 200 && !(existsSync(out) && readFileSync(out, 'utf8').trim()); i++) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 25);
    return cpuOf(readFileSync(out, 'utf8'));
  } finally {
    tmux('kill-server');
  }
}

/** `%U %S` of /usr/bin/time (its last line) as milliseconds. */
function cpuOf(text: string): number {
  const [u, s] = text.trim().split('\n').at(-1)!.split(' ').map(Number);
  return Math.round((u + s) * 1000);
}

/** CPU milliseconds of `lamplit rulesets`. */
function rulesetsCpuMs(tmp: string): number {
  const r = spawnSync('/usr/bin/time', ['-f', '%U %S', process.execPath, join(ROOT, 'bin/lamplit.js'), 'rulesets'], { cwd: ROOT, env: { ...process.env, TMPDIR: tmp }, encoding: 'utf8' });
  return cpuOf(r.stderr);
}

/** Milliseconds for `node bin/lamplit.js rulesets` to return. */
function rulesetsMs(tmp: string): number {
  const started = performance.now();
  const r = spawnSync(process.execPath, [join(ROOT, 'bin/lamplit.js'), 'rulesets'], { cwd: ROOT, env: { ...process.env, TMPDIR: tmp }, encoding: 'utf8' });
  const ms = performance.now() - started;
  if (r.status !== 0) throw new Error(`lamplit rulesets failed: ${r.stderr}`);
  return ms;
}

const DROP_CACHES = '/proc/sys/vm/drop_caches';

/**
 * Empties the kernel's page cache where this process may (root on Linux), so a "cold" run reads
 * node, the build and node_modules from disk as after a reboot; false where it may not.
 */
function dropPageCache(): boolean {
  try {
    execFileSync('sync');
    writeFileSync(DROP_CACHES, '3\n');
    return true;
  } catch {
    return false;
  }
}

let pageCacheDropped = true;

function measure(fn: (tmp: string) => number): { coldMs: number; warmMs: number } {
  const tmp = mkdtempSync(join(tmpdir(), 'lamplit-startup-'));
  try {
    pageCacheDropped = dropPageCache() && pageCacheDropped;
    const coldMs = fn(tmp);
    const warm = Array.from({ length: WARM_RUNS }, () => fn(tmp));
    return { coldMs: Math.round(coldMs), warmMs: Math.round(median(warm)) };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** Builds once (so "cold" is the first run of a fresh build), then times the menu and `lamplit rulesets`. */
export function run(): unknown {
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, encoding: 'utf8' });
  const built = build.status === 0;
  const rulesets = measure(rulesetsMs);
  const menu = measure(menuMs);
  // CPU time as well: on a machine others share, wall time says more about them than about lamplit.
  const cpu = existsSync('/usr/bin/time') ? { menu: measure(menuCpuMs), rulesets: measure(rulesetsCpuMs) } : 'no /usr/bin/time';
  // "cold" after an emptied page cache when the bench may empty it (root), else a fresh tsx cache only.
  return { built, pageCacheDropped, menu, rulesets, cpu, targets: { menuMs: 1000, rulesetsMs: 500 } };
}
