// Overlays drawn over any screen: the key help and a yes/no question. Each is a plain blessed box;
// the app decides which keys reach it and renders once it knows the box is there.
import blessed from 'blessed';
import type { Widgets } from 'blessed';
import type { Theme } from '../theme.ts';

function overlayStyle(theme: Theme) {
  return theme.mono
    ? { border: { bold: true } }
    : { bg: '#101018', fg: 'white', border: { fg: theme.accent, bg: '#101018' }, label: { fg: theme.accent, bg: '#101018' } };
}

/** A centred box with scrollable text (key help, rules); closed by the app. */
export function textOverlay(screen: Widgets.Screen, theme: Theme, title: string, lines: string[]): Widgets.BoxElement {
  const width = Math.min(Math.max(40, ...lines.map((l) => l.length + 4)), Math.max(20, (screen.width as number) - 2));
  const height = Math.min(lines.length + 3, Math.max(6, (screen.height as number) - 2));
  const box = blessed.box({
    parent: screen,
    top: 'center',
    left: 'center',
    width,
    height,
    border: { type: 'line' },
    label: ` ${title} `,
    content: lines.join('\n'),
    tags: false,
    scrollable: true,
    alwaysScroll: true,
    style: overlayStyle(theme),
  });
  return box;
}

/** A one-line yes/no question in a small centred box. */
export function confirmBox(screen: Widgets.Screen, theme: Theme, question: string): Widgets.BoxElement {
  const text = `${question}  [y] yes  [n] no`;
  const box = blessed.box({
    parent: screen,
    top: 'center',
    left: 'center',
    width: Math.min(text.length + 4, (screen.width as number) - 2),
    height: 3,
    border: { type: 'line' },
    content: text,
    style: overlayStyle(theme),
  });
  return box;
}
