// The shapes shared by the app controller and its screens: actions, views, and the context one
// terminal session runs in. Nothing here is global: each session builds its own context.
import type { Widgets } from 'blessed';
import type { TerminalColor } from '../renders/terminal/ansi.ts';
import type { Theme } from './theme.ts';
import type { Binding, KeyContext } from './keys.ts';
import type { MatchPort } from './match-port.ts';

/** Everything the UI does goes through one dispatcher as one of these. */
export interface Action {
  type: string;
  arg?: string | number;
  /** The key that caused it (live modes use it to tell repeats from presses). */
  key?: string;
}

/** A screen of the app: it declares its key contexts, handles actions and redraws from its state. */
export interface View {
  readonly contexts: readonly KeyContext[];
  /** Key bindings the screen makes now (an order pad's keys), looked up and listed in help with the table's. */
  bindings?(): readonly Binding[];
  /** Handles an action; returns false when it is not this view's (the app then tries its own). */
  onAction(action: Action): boolean | Promise<boolean>;
  /** Lays the view out again for the current terminal size (after a resize). */
  relayout?(): void;
  destroy(): void;
}

/** The one terminal session a UI runs in. */
export interface SessionContext {
  screen: Widgets.Screen;
  /** The match service (the only thing sessions share). */
  port: MatchPort;
  /** The player at this terminal. */
  player: { id: string; name: string };
  color: TerminalColor;
  theme: Theme;
  /** Kitty or Sixel pictures when the terminal speaks them. */
  graphics: 'kitty' | 'sixel' | null;
  /** A cell's size in pixels, which Kitty and Sixel pictures are sized by. */
  cellPx: { width: number; height: number };
  /** Wall clock (ms); tests and benches may pass their own. */
  now: () => number;
  /** Where this session's UI is: `local` (a TTY) or `ssh`. */
  surface: 'local' | 'ssh';
}

/** A route of the app and its parameters. */
export type Route =
  | { name: 'menu' }
  | { name: 'newMatch'; game?: string; ruleset?: string }
  | { name: 'seats'; game: string; ruleset: string; live: boolean }
  | { name: 'lobby'; matchId: string }
  | { name: 'match'; matchId: string; game: string; spectator?: boolean }
  | { name: 'liveLamplighter'; ruleset: string; pale: boolean }
  | { name: 'liveDungeon'; ruleset: string; players: number }
  | { name: 'endCard'; source: ReplaySource }
  | { name: 'replay'; source: ReplaySource }
  | { name: 'replays' }
  | { name: 'rules'; game?: string };

/** Where a finished match's end card and replay come from: the archive (real-time matches too). */
export type ReplaySource = { kind: 'archive'; matchId: string };

/** What a view may ask of the app (the dispatcher, routing, dialogs, notices). */
export interface AppHandle {
  readonly ctx: SessionContext;
  dispatch(action: Action): void;
  go(route: Route): void;
  /** Shows a one-line notice (errors in red) on the bottom line. */
  notice(text: string, kind?: 'info' | 'error'): void;
  /** Opens the text prompt; `check` returns null to accept or a one-line error. */
  prompt(label: string, check: (v: string) => Promise<string | null> | string | null, hint?: string): void;
  confirm(question: string, onYes: () => void): void;
  help(contexts: readonly KeyContext[], extra?: string[]): void;
  /** Whether a dialog is open (real-time views pause their key handling). */
  modalOpen(): boolean;
  /** The overlays currently covering the screen (the picture layer keeps out of them). */
  overlays(): Widgets.BlessedElement[];
  quit(): void;
}
