// A one-line text prompt with validation: Enter submits to a checker, whose one-line error is
// shown under the input with the text kept for correction; Esc cancels. Nothing is changed by a
// refused entry: the checker decides.
import blessed from 'blessed';
import type { Widgets } from 'blessed';
import type { Theme } from '../theme.ts';

/** Checks a submitted line: null when accepted (the prompt closes), else the one-line error to show. */
export type PromptCheck = (value: string) => Promise<string | null> | string | null;

/** Options of a prompt. */
export interface PromptOptions {
  label: string;
  hint?: string;
  initial?: string;
  check: PromptCheck;
  /** Called once when the prompt closes (accepted or cancelled). */
  onClose?: (accepted: boolean) => void;
}

const MAX_INPUT = 200;

/** An open prompt; `close()` removes it. */
export interface Prompt {
  box: Widgets.BoxElement;
  close(): void;
}

/** Opens a prompt at the bottom of a screen and focuses it. */
export function openPrompt(screen: Widgets.Screen, theme: Theme, opts: PromptOptions): Prompt {
  const box = blessed.box({
    parent: screen,
    bottom: 0,
    left: 0,
    width: '100%',
    height: 5,
    border: { type: 'line' },
    label: ` ${opts.label} `,
    tags: false,
    style: theme.mono ? { border: { bold: true } } : { bg: 'black', border: { fg: theme.accent, bg: 'black' }, label: { fg: theme.accent, bg: 'black' } },
  });
  const input = blessed.textbox({
    parent: box,
    top: 0,
    left: 0,
    height: 1,
    width: '100%-2',
    inputOnFocus: false,
    style: theme.mono ? { underline: true } : { bg: '#202020', fg: 'white' },
  });
  const message = blessed.box({
    parent: box,
    top: 1,
    left: 0,
    height: 2,
    width: '100%-2',
    content: opts.hint ?? 'Enter submits, Esc cancels',
    style: theme.mono ? {} : { bg: 'black', fg: 'grey' },
  });
  let closed = false;
  let busy = false;
  const close = (accepted: boolean) => {
    if (closed) return;
    closed = true;
    // Stop reading (gives the keys back to the screen) without calling the read's callback.
    (input as unknown as { _done?: (err: string) => void })._done?.('stop');
    box.destroy();
    screen.render();
    opts.onClose?.(accepted);
  };
  const read = () => {
    if (closed) return;
    input.readInput(async (_err, value) => {
      if (closed) return;
      if (value === null || value === undefined) { close(false); return; }
      // Keep reading while the entry is checked, so keys typed meanwhile are not lost; an Enter
      // pressed during a check is ignored.
      read();
      if (busy) return;
      const text = String(value).slice(0, MAX_INPUT);
      busy = true;
      message.setContent('checking...');
      let error: string | null;
      try {
        error = await opts.check(text);
      } catch (err) {
        error = oneLine((err as Error).message ?? String(err));
      }
      busy = false;
      if (closed) return;
      if (error === null) { close(true); return; }
      message.setContent(oneLine(error));
      if (!theme.mono) message.style.fg = theme.error;
      screen.render();
    });
  };
  if (opts.initial) input.setValue(opts.initial);
  // The first render waits for the caller to know the prompt is open (its picture keeps clear of it).
  setImmediate(() => { if (!closed) { screen.render(); read(); } });
  return { box, close: () => close(false) };
}

/** Collapses any text to one line (an error that reaches a player is one line). */
export function oneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 300 ? line.slice(0, 297) + '...' : line;
}
