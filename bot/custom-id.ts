// Custom ids of buttons and menus. Each carries everything needed to answer a click (what, match,
// seat, turn, and a draft of the order being composed), so any bot process can answer any click,
// also after a restart: nothing is kept in memory between an interaction and the next.

/** The kinds of component, by customId prefix. One handler file each (bot/components/). */
export const CUSTOM_ID_KINDS = {
  join: 'lj',
  fill: 'lf',
  start: 'ls',
  cancel: 'lc',
  leave: 'll',
  myView: 'mv',
  part: 'op',
  submit: 'os',
  quick: 'oq',
} as const;

export type CustomIdKind = keyof typeof CUSTOM_ID_KINDS;

/** A parsed custom id. `seat` and `turn` are -1 where they do not apply (lobby buttons). */
export interface CustomId {
  kind: CustomIdKind;
  matchId: string;
  seat: number;
  turn: number;
  /** Kind-specific words: a team, an order part's name, a draft, a quick order. */
  args: string[];
}

const SEP = ':';
const MAX_LENGTH = 100;
const BY_PREFIX = new Map<string, CustomIdKind>(Object.entries(CUSTOM_ID_KINDS).map(([k, p]) => [p, k as CustomIdKind]));

/** Encodes a custom id; throws if it would pass Discord's 100 characters (a bug, never player input). */
export function encodeCustomId(id: CustomId): string {
  for (const a of id.args) if (a.includes(SEP)) throw new Error(`custom id argument "${a}" contains "${SEP}"`);
  const text = [CUSTOM_ID_KINDS[id.kind], id.matchId, id.seat, id.turn, ...id.args].join(SEP);
  if (text.length > MAX_LENGTH) throw new Error(`custom id too long (${text.length} > ${MAX_LENGTH}): ${text}`);
  return text;
}

/** Parses a custom id, or null when it is not one of ours. */
export function parseCustomId(text: string): CustomId | null {
  const [prefix, matchId, seat, turn, ...args] = text.split(SEP);
  const kind = BY_PREFIX.get(prefix);
  if (!kind || !matchId || !/^-?\d+$/.test(seat ?? '') || !/^-?\d+$/.test(turn ?? '')) return null;
  return { kind, matchId, seat: Number(seat), turn: Number(turn), args };
}

/** Shorthand for a lobby button of a match. */
export function lobbyId(kind: 'join' | 'fill' | 'start' | 'cancel' | 'leave', matchId: string, ...args: string[]): string {
  return encodeCustomId({ kind, matchId, seat: -1, turn: -1, args });
}
