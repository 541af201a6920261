// The terminal UI on this process's own terminal. The terminal is always given back whole: on
// quit, Ctrl-C, SIGTERM, SIGHUP, an uncaught error or an unhandled rejection, the screen is
// destroyed (normal buffer, cursor shown, modes reset) before anything is printed or the process exits.
import { userInfo } from 'node:os';
import type { Route } from './app-types.ts';
import type { MatchPort } from './match-port.ts';
import { cellPxFromEnv, queryCellPx } from './cell-size.ts';
import { graphicsFor, startSession } from './session.ts';

/** Options of a local run. */
export interface LocalOptions {
  port: MatchPort;
  route?: Route;
  /** The player's display name (default: the OS user). */
  name?: string;
  /** Runs once the screen is up (e.g. create a match, then navigate). */
  afterStart?: (go: (route: Route) => void, player: { id: string; name: string }) => Promise<void>;
}

const RESET = '\x1b[0m\x1b[?25h\x1b[?1049l\x1b[?1000l\x1b[?1002l\x1b[?1006l';

/** Runs the UI on stdin/stdout until the player quits; resolves then. */
export async function runLocal(opts: LocalOptions): Promise<void> {
  if (!process.stdin.isTTY || !process.stdout.isTTY) {
    throw new Error('lamplit play needs a terminal (stdin and stdout must be a TTY)');
  }
  const name = (opts.name ?? safeUser()).slice(0, 32) || 'player';
  const player = await opts.port.identify(`cli:${name}`, name);
  // Pictures drawn by Kitty or Sixel are sized in pixels: ask the terminal its cell size, unless set.
  const graphics = graphicsFor({ ...process.env });
  const cellPx = graphics && !cellPxFromEnv(process.env) ? await queryCellPx(process.stdin, process.stdout) : null;
  const session = startSession({
    io: { input: process.stdin, output: process.stdout, term: process.env.TERM ?? 'xterm', env: process.env, cellPx },
    port: opts.port,
    player,
    surface: 'local',
    route: opts.route,
  });
  // Anything written to stderr while the screen is up (a library's warning) would scribble over
  // it: hold it and print it once the terminal is back.
  const held: string[] = [];
  const stderrWrite = process.stderr.write.bind(process.stderr);
  process.stderr.write = ((chunk: string | Uint8Array) => {
    held.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString());
    if (held.length > 200) held.shift();
    return true;
  }) as typeof process.stderr.write;
  let restored = false;
  const restore = () => {
    session.close();
    try { process.stdout.write(RESET); } catch { /* stdout gone */ }
    if (restored) return;
    restored = true;
    process.stderr.write = stderrWrite;
    for (const line of held) stderrWrite(line);
  };
  const crash = (err: unknown) => {
    restore();
    // The stack first, the one-line summary last, so it is what the player sees.
    process.stderr.write(`${(err as Error)?.stack ?? String(err)}\nlamplit crashed (your terminal is restored): ${(err as Error)?.message ?? String(err)}\n`);
    process.exit(1);
  };
  const signal = () => { restore(); process.exit(0); };
  process.on('uncaughtException', crash);
  process.on('unhandledRejection', crash);
  for (const s of ['SIGTERM', 'SIGHUP', 'SIGINT'] as const) process.on(s, signal);
  process.on('exit', restore);
  if (opts.afterStart) {
    try {
      await opts.afterStart((r) => session.app.go(r), player);
    } catch (err) {
      session.app.notice((err as Error).message, 'error');
    }
  }
  await session.done;
  process.off('uncaughtException', crash);
  process.off('unhandledRejection', crash);
  for (const s of ['SIGTERM', 'SIGHUP', 'SIGINT'] as const) process.off(s, signal);
  process.off('exit', restore);
  restore();
}

function safeUser(): string {
  try {
    return process.env.LAMPLIT_NAME ?? userInfo().username;
  } catch {
    return 'player';
  }
}
