// The colours of the UI chrome (borders, menus, status) for a terminal's colour depth; the depth
// itself and every colour conversion come from the one terminal colour module, renders/terminal/ansi.ts.
import type { TerminalColor } from '../renders/terminal/ansi.ts';

/** Blessed style colours per theme slot, chosen for the mode (monochrome uses reverse and bold only). */
export interface Theme {
  mono: boolean;
  accent: string;
  dim: string;
  error: string;
  ok: string;
  border: string;
  moth: string;
  owl: string;
}

/** The theme of the UI chrome (borders, menus, status) for a colour depth. */
export function themeFor(mode: TerminalColor): Theme {
  if (mode === 'none') {
    return { mono: true, accent: 'default', dim: 'default', error: 'default', ok: 'default', border: 'default', moth: 'default', owl: 'default' };
  }
  return { mono: false, accent: '#f2c14e', dim: 'grey', error: '#ff6b6b', ok: '#7bd88f', border: '#8a7a5a', moth: '#f2c14e', owl: '#4ecdc4' };
}
