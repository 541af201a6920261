// Creating one blessed screen on one terminal: the local TTY, or an SSH channel. Each screen has its
// own program bound to its own streams, so several SSH sessions never share a screen or a cursor.
import blessed from 'blessed';
import type { Widgets } from 'blessed';
import type { Readable, Writable } from 'node:stream';
import type { CellPx } from './cell-size.ts';

/** The streams and facts of one terminal. `output` carries `columns`/`rows` and emits `resize`. */
export interface TerminalIO {
  input: Readable;
  output: Writable & { columns?: number; rows?: number; isTTY?: boolean };
  /** The terminal type (TERM, or the SSH pty's term). */
  term: string;
  /** Environment the terminal came with (COLORTERM, NO_COLOR, LAMPLIT_GRAPHICS, LAMPLIT_CELL_PX). */
  env: Record<string, string | undefined>;
  /** A cell's size in pixels when the terminal told (the SSH pty, or an answer to `CSI 16 t`). */
  cellPx?: CellPx | null;
}

const KNOWN_TERMS = new Set(['xterm', 'xterm-256color', 'linux', 'windows-ansi']);

/** The terminfo name blessed should use: the real one when blessed ships it, else a compatible xterm. */
export function terminfoName(term: string): string {
  if (KNOWN_TERMS.has(term)) return term;
  if (term.includes('256color') || term.includes('kitty') || term.includes('direct') || term.startsWith('tmux') || term.startsWith('screen')) return 'xterm-256color';
  return 'xterm';
}

/** A blessed screen bound to one terminal (alternate buffer, hidden cursor, full Unicode). */
export function createScreen(io: TerminalIO, title: string): Widgets.Screen {
  const program = blessed.program({
    input: io.input,
    output: io.output,
    terminal: terminfoName(io.term),
    tput: true,
    // blessed otherwise reads the process's own TERM and buffer sizes; this terminal is its own.
  } as unknown as never);
  const screen = blessed.screen({
    program,
    smartCSR: false,
    fastCSR: false,
    fullUnicode: true,
    autoPadding: true,
    warnings: false,
    title,
    terminal: terminfoName(io.term),
    // A terminal that is too small shows blessed's own notice instead of a broken layout.
    forceUnicode: true,
  } as Widgets.IScreenOptions);
  // Draw box lines and dots as Unicode, never through the alternate character set: every terminal
  // lamplit targets speaks UTF-8, and ACS turns '·' into '~' on some and lines into letters in logs.
  (screen.program as unknown as { tput: { brokenACS: boolean } }).tput.brokenACS = true;
  return screen;
}

/** Tears a screen down and gives the terminal back (normal buffer, cursor, no mouse, SGR reset). */
export function destroyScreen(screen: Widgets.Screen): void {
  const s = screen as unknown as { destroyed?: boolean };
  if (s.destroyed) return;
  try {
    screen.program.write('\x1b[0m');
    screen.destroy();
  } catch {
    // The stream may already be gone (a dropped SSH channel); nothing left to restore.
  }
}
