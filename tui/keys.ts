// THE key bindings of the terminal UI, as one data table. Every screen looks its keys up here, and
// the `?` help is printed from the same rows, so a binding and its help never disagree.

/**
 * Where a binding applies. `match` applies on every game's match screen; `pad` where the player
 * orders by keys (the pad's own keys come from the game's order pad description, tui/orders/key-pad.ts).
 */
export type KeyContext = 'global' | 'menu' | 'seats' | 'lobby' | 'match' | 'pad' | 'lamplighter-live' | 'dungeon-live' | 'endcard' | 'replay';

/** One row of the table: the keys (blessed key names), the action dispatched, and its help line. */
export interface Binding {
  context: KeyContext;
  keys: string[];
  action: string;
  /** Optional payload carried with the action (a direction, a lamp number). */
  arg?: string | number;
  help: string;
}

/** Every key binding of the terminal UI. */
export const BINDINGS: readonly Binding[] = [
  { context: 'global', keys: ['C-c'], action: 'quitNow', help: 'leave at once (the terminal is restored)' },

  { context: 'menu', keys: ['up', 'k'], action: 'menuUp', help: 'previous entry' },
  { context: 'menu', keys: ['down', 'j'], action: 'menuDown', help: 'next entry' },
  { context: 'menu', keys: ['enter', 'right', 'l'], action: 'menuPick', help: 'choose' },
  { context: 'menu', keys: ['escape', 'left', 'h'], action: 'menuBack', help: 'back' },
  { context: 'menu', keys: ['1', '2', '3', '4', '5', '6', '7', '8', '9'], action: 'menuNumber', help: 'select entry 1-9 (Enter then picks it)' },
  { context: 'menu', keys: ['q'], action: 'menuQuit', help: 'quit (from the main menu) or back' },

  { context: 'seats', keys: ['space', 'b'], action: 'toggleBot', help: 'seat: bot or open for a person' },
  { context: 'seats', keys: ['y'], action: 'takeSeat', help: 'take this seat yourself' },

  { context: 'lobby', keys: ['s'], action: 'lobbyStart', help: 'start the match (host; open seats become bots)' },
  { context: 'lobby', keys: ['b'], action: 'lobbyBots', help: 'fill open seats with bots (host)' },
  { context: 'lobby', keys: ['c'], action: 'lobbyCancel', help: 'cancel the match (host)' },
  { context: 'lobby', keys: ['q', 'escape'], action: 'lobbyLeave', help: 'leave the lobby' },

  { context: 'match', keys: [':'], action: 'openPrompt', help: 'type an order; Enter submits, Esc cancels' },
  { context: 'match', keys: ['?'], action: 'toggleHelp', help: 'this key help' },
  { context: 'match', keys: ['q'], action: 'askQuit', help: 'leave the match (asks first; the match goes on without you)' },
  { context: 'match', keys: ['pageup'], action: 'logUp', help: 'scroll the event log back' },
  { context: 'match', keys: ['pagedown'], action: 'logDown', help: 'scroll the event log forward' },

  { context: 'pad', keys: ['enter'], action: 'submitDraft', help: 'send the order shown on the order line' },



  { context: 'lamplighter-live', keys: ['up', 'w'], action: 'liveMove', arg: 'N', help: 'walk north while the key repeats (hold it down)' },
  { context: 'lamplighter-live', keys: ['down', 's'], action: 'liveMove', arg: 'S', help: 'walk south while the key repeats' },
  { context: 'lamplighter-live', keys: ['left', 'a'], action: 'liveMove', arg: 'W', help: 'walk west while the key repeats' },
  { context: 'lamplighter-live', keys: ['right', 'd'], action: 'liveMove', arg: 'E', help: 'walk east while the key repeats' },
  { context: 'lamplighter-live', keys: ['r'], action: 'liveRun', help: 'run on / off (burns oil twice as fast)' },
  { context: 'lamplighter-live', keys: ['e', 'space'], action: 'liveLight', help: 'HOLD to light: a terminal has no key-up, so the taper is held while the key keeps repeating; let go and it drops' },
  { context: 'lamplighter-live', keys: ['1', '2', '3'], action: 'liveBuy', help: 'buy reach (1), stride (2) or wick (3) while in lamplight' },


  { context: 'dungeon-live', keys: ['up', 'k', 'w'], action: 'liveStep', arg: 'N', help: 'step north on the next tick' },
  { context: 'dungeon-live', keys: ['down', 'j', 's'], action: 'liveStep', arg: 'S', help: 'step south on the next tick' },
  { context: 'dungeon-live', keys: ['left', 'h', 'a'], action: 'liveStep', arg: 'W', help: 'step west on the next tick' },
  { context: 'dungeon-live', keys: ['right', 'l', 'd'], action: 'liveStep', arg: 'E', help: 'step east on the next tick' },

  { context: 'endcard', keys: ['r'], action: 'playReplay', help: 'play the replay of this match' },
  { context: 'endcard', keys: ['enter', 'q', 'escape'], action: 'toMenu', help: 'back to the main menu' },

  { context: 'replay', keys: ['space'], action: 'replayPause', help: 'pause / play' },
  { context: 'replay', keys: ['right', 'l'], action: 'replayStep', arg: 1, help: 'one step forward' },
  { context: 'replay', keys: ['left', 'h'], action: 'replayStep', arg: -1, help: 'one step back' },
  { context: 'replay', keys: ['+', '='], action: 'replaySpeed', arg: 2, help: 'faster' },
  { context: 'replay', keys: ['-'], action: 'replaySpeed', arg: 0.5, help: 'slower' },
  { context: 'replay', keys: ['q', 'escape'], action: 'toMenu', help: 'back to the main menu' },
];

/** The binding for a key in the given contexts (first context wins; a screen's own `extra` rows first in theirs), or undefined. */
export function lookupKey(contexts: readonly KeyContext[], key: string, extra: readonly Binding[] = []): Binding | undefined {
  for (const ctx of contexts) {
    const hit = (row: Binding) => row.context === ctx && row.keys.includes(key);
    const b = extra.find(hit) ?? BINDINGS.find(hit);
    if (b) return b;
  }
  return undefined;
}

const KEY_LABEL: Record<string, string> = { up: '↑', down: '↓', left: '←', right: '→', enter: 'Enter', escape: 'Esc', space: 'Space', tab: 'Tab', backspace: 'Bksp', pageup: 'PgUp', pagedown: 'PgDn' };

/** The help lines for some contexts (a screen's own `extra` rows first in theirs): keys then what they do, one binding per line. */
export function helpLines(contexts: readonly KeyContext[], extra: readonly Binding[] = []): string[] {
  const lines: string[] = [];
  for (const ctx of contexts) {
    const rows = [...extra, ...BINDINGS].filter((b) => b.context === ctx);
    // Bindings that share an action and help text collapse into one line ("1-9 pick lamp").
    for (const b of rows) {
      const keys = b.keys.map((k) => KEY_LABEL[k] ?? k);
      const label = keys.length > 4 ? `${keys[0]}-${keys[keys.length - 1]}` : keys.join(' ');
      lines.push(`${label.padEnd(12)} ${b.help}`);
    }
  }
  return lines;
}
