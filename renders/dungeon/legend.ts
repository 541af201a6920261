// The Dungeon's map symbols in one table: the terminal view draws them and prints its legend from
// it, and the pictures' legend can read the same rows, so the two never disagree (`⇧` vs `▲`).

/** One symbol of the map and what it stands for. */
export interface LegendRow {
  glyph: string;
  meaning: string;
}

/** Every symbol the Dungeon map shows, in the order the legend lists them. */
export const DUNGEON_SYMBOLS = {
  entrance: { glyph: '▲', meaning: 'entrance' },
  exit: { glyph: '⇧', meaning: 'exit' },
  treasure: { glyph: '$', meaning: 'treasure' },
  torch: { glyph: '*', meaning: 'torch' },
  monster: { glyph: 'M', meaning: 'monster' },
  player: { glyph: '1-9', meaning: 'players' },
  fallen: { glyph: 'x', meaning: 'fallen' },
  floorMarked: { glyph: '·', meaning: 'worn floor' },
} as const satisfies Record<string, LegendRow>;

/** The legend as one line: "▲ entrance · ⇧ exit · $ treasure · ..."; `compact` is the short form for small screens. */
export function legendLine(compact = false): string {
  if (compact) return '▲in ⇧exit $gold *torch M monster 1-9 players';
  return Object.values(DUNGEON_SYMBOLS).map((r) => `${r.glyph} ${r.meaning}`).join(' · ');
}

/** The map glyph of a player: their seat number (1-based), or x once fallen. */
export function playerGlyph(seat: number, status: string): string {
  return status === 'dead' || status === 'out' ? DUNGEON_SYMBOLS.fallen.glyph : String((seat + 1) % 10);
}
