// One terminal session of the UI: a screen on one terminal, that terminal's colour mode, the
// player, and the app. Local play and every SSH session each run one of these; they share only the
// match port passed in.
import type { Route, SessionContext } from './app-types.ts';
import { startApp, type App } from './app.ts';
import { terminalColorFromEnv } from '../renders/terminal/ansi.ts';
import { themeFor } from './theme.ts';
import type { MatchPort } from './match-port.ts';
import { DEFAULT_CELL_PX, cellPxFromEnv } from './cell-size.ts';
import { createScreen, destroyScreen, type TerminalIO } from './screen-host.ts';

/** A running session. `close()` tears the screen down (idempotent); `done` settles when it ended. */
export interface Session {
  app: App;
  done: Promise<void>;
  close(): void;
}

/** What a session needs. */
export interface SessionOptions {
  io: TerminalIO;
  port: MatchPort;
  player: { id: string; name: string };
  surface: 'local' | 'ssh';
  route?: Route;
  now?: () => number;
}

/**
 * The graphics protocol to draw full pictures with: opt-in with LAMPLIT_GRAPHICS=kitty|sixel (a
 * terminal cannot be asked reliably through SSH and tmux, so it is never guessed); NO_COLOR wins.
 */
export function graphicsFor(env: Record<string, string | undefined>): 'kitty' | 'sixel' | null {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return null;
  const g = (env.LAMPLIT_GRAPHICS ?? '').toLowerCase();
  return g === 'kitty' || g === 'sixel' ? g : null;
}

function safeCellPx(env: Record<string, string | undefined>) {
  try {
    return cellPxFromEnv(env);
  } catch {
    return null;
  }
}

/** Starts the UI on a terminal. */
export function startSession(opts: SessionOptions): Session {
  const screen = createScreen(opts.io, 'lamplit');
  const color = terminalColorFromEnv({ ...opts.io.env, TERM: opts.io.term });
  const ctx: SessionContext = {
    screen,
    port: opts.port,
    player: opts.player,
    color,
    theme: themeFor(color),
    graphics: graphicsFor({ ...opts.io.env, TERM: opts.io.term }),
    // What the player set wins over what the terminal said; a malformed setting was refused before.
    cellPx: safeCellPx(opts.io.env) ?? opts.io.cellPx ?? DEFAULT_CELL_PX,
    now: opts.now ?? (() => Date.now()),
    surface: opts.surface,
  };
  let resolve!: () => void;
  const done = new Promise<void>((r) => (resolve = r));
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    app.quit();
    destroyScreen(screen);
    resolve();
  };
  const app = startApp(ctx, close, opts.route);
  screen.on('destroy', close);
  return { app, done, close };
}
