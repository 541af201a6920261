// The Dungeon's order pad: a path of up to 8 steps built with N/E/S/W (and undo), sent with
// Submit, or one-press orders (to the exit, to the treasure, wait) sent at once.
import type { Parsed } from '../core/game.ts';
import { UNSET, type Draft, type OrderPad, type PadPart } from '../core/pad.ts';
import type { Dir, DungeonOrder, DungeonView } from './types.ts';

const MAX_STEPS = 8;
const DIRECTIONS = [['N', '↑ N', 'up'], ['E', '→ E', 'right'], ['S', '↓ S', 'down'], ['W', '← W', 'left']] as const;
const I = { path: 0, order: 1 } as const;

function pathOf(draft: Draft): string {
  return draft[I.path] === UNSET || !/^[NESW]{1,8}$/.test(draft[I.path] ?? '') ? '' : draft[I.path];
}

function parts(view: DungeonView, draft: Draft): PadPart[] {
  const p = pathOf(draft);
  // The treasure order needs treasure on the floor (the view says null once it is carried or gone).
  const noTreasure = view?.treasure === null;
  const full = p.length >= MAX_STEPS;
  return [
    {
      key: 'd', kind: 'path', label: `Path (up to ${MAX_STEPS} steps)`, slot: I.path, value: p || UNSET,
      choices: [
        ...DIRECTIONS.map(([dir, label, hotkey]) => ({ id: dir, value: p + dir, label, disabled: full, hotkey })),
        { id: 'undo', value: p.slice(0, -1) || UNSET, label: '⌫ Undo', disabled: p.length === 0, hotkey: 'backspace' },
      ],
    },
    {
      key: 'x', kind: 'send', label: 'Orders', slot: I.order, value: draft[I.order],
      choices: [
        { id: 'exit', value: 'exit', label: 'To the exit', tone: 'primary', hotkey: 'e' },
        { id: 'treasure', value: 'treasure', label: 'To the treasure', tone: 'primary', hotkey: 't', disabled: noTreasure },
        { id: 'wait', value: 'wait', label: 'Wait', hotkey: 'z' },
      ],
    },
  ];
}

function toOrder(_view: DungeonView, _seat: number, draft: Draft): Parsed<DungeonOrder> {
  const order = draft[I.order];
  if (order === 'exit' || order === 'treasure' || order === 'wait') return { ok: true, value: { kind: order } };
  const p = pathOf(draft);
  return p ? { ok: true, value: { kind: 'move', steps: [...p] as Dir[] } } : { ok: false, error: 'a move needs at least one step: pick N, E, S or W (up to 8)' };
}

/** The dungeon's order pad. */
export const DUNGEON_PAD: OrderPad<DungeonView, DungeonOrder> = {
  draftLength: 2,

  initialDraft() {
    return [UNSET, UNSET];
  },

  describe(view, _seat, draft) {
    const p = pathOf(draft);
    return {
      parts: parts(view, draft),
      summary: p ? `Path so far: \`${p}\` (${p.length}/${MAX_STEPS} steps)` : `Path so far: none (up to ${MAX_STEPS} steps)`,
      submit: { label: p ? `Move ${p}` : 'Move (pick steps)', disabled: p.length === 0 },
    };
  },

  toOrder,
};
