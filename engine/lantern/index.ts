// LANTERN: the Game contract for seed 001, the warehouse hide-and-seek.
import type { Game, Parsed, Seat, SetupOptions, Viewer } from '../core/game.ts';
import { guardParse } from '../core/text.ts';
import { baselineOrder } from './bots.ts';
import { LANTERN_HISTORY, decodeLanternState, encodeLanternState } from './codec.ts';
import { awaitingSeats, resolveLanternTurn, setupLantern } from './match.ts';
import { lanternEventsFor } from './events.ts';
import { cannotOrder, checkStructured, describeLanternOrder, lanternOrderHelp } from './orders.ts';
import { lanternResults } from './results.ts';
import { lanternRuleset, lanternRulesetInfos } from './rulesets.ts';
import { lanternReplay, verifyLanternReplay } from './replay.ts';
import { aliasOf, teamOf, turnOfTick } from './sim.ts';
import { stateDigest } from './state-digest.ts';
import { parseTextOrder } from './text-orders.ts';
import { BOT_KINDS, type BotKind, type LanternOrder, type LanternState } from './types.ts';
import { lanternView, type LanternView } from './view.ts';
import { LANTERN_EVENT_WORDS } from './events-text.ts';
import { LANTERN_PAD } from './pad.ts';
import { firstHuntTurn } from './hunt-start.ts';
import { lanternSpectatorLines, lanternStatusLine, lanternStatusLines } from './status-text.ts';

const BOTS: readonly BotKind[] = BOT_KINDS;

/** Reads the `bots` setup option: `{ moth?: 'warden'|'moth', owl?: ... }`. */
function botsOption(options: SetupOptions | undefined): Partial<Record<'moth' | 'owl', BotKind>> {
  const raw = options?.bots as Record<string, unknown> | undefined;
  if (raw === undefined) return {};
  const out: Partial<Record<'moth' | 'owl', BotKind>> = {};
  for (const team of ['moth', 'owl'] as const) {
    const v = raw[team];
    if (v === undefined) continue;
    if (typeof v !== 'string' || !(BOTS as readonly string[]).includes(v)) throw new Error(`unknown bot "${String(v)}" for ${team}: bots are ${BOTS.join(', ')}`);
    out[team] = v as BotKind;
  }
  return out;
}

/** The Lantern game. */
export const LANTERN: Game<LanternState, LanternOrder, LanternView> = {
  id: 'lantern',
  title: 'Lantern',
  rulesets: () => lanternRulesetInfos(),
  seats(rulesetId: string): Seat[] {
    lanternRuleset(rulesetId);
    return [0, 1, 2, 3, 4, 5].map((k) => ({ index: k, team: teamOf(k), role: k % 2 === 0 ? 'hider' : 'seeker', alias: aliasOf(k) }));
  },
  setup: (rulesetId, seed, options) => setupLantern(rulesetId, seed, { names: options?.names, bots: botsOption(options) }),
  turn: (s) => turnOfTick(s, s.tick),
  awaiting: (s) => awaitingSeats(s),
  parseOrder(s, seat, input): Parsed<LanternOrder> {
    return guardParse(() => {
      const why = cannotOrder(s, seat);
      if (why) return { ok: false, error: why };
      if (typeof input === 'string') return parseTextOrder(s, seat, input);
      return checkStructured(s, seat, input);
    }, 'that order could not be read: write e.g. "hide F4 crawl" or "sweep G5 aim track"');
  },
  baseline: (s, seat) => baselineOrder(s, seat),
  resolveTurn: (s, orders, ctx) => resolveLanternTurn(s, orders, ctx),
  // `full` shows positions, so a live match only ever gets the spectator's view through the contract.
  view: (s, viewer: Viewer) => lanternView(s, viewer.kind === 'full' && s.end === null ? { kind: 'spectator' } : viewer),
  eventsFor: (s, events, viewer) => lanternEventsFor(s, events, viewer),
  isOver: (s) => s.end !== null,
  results: (s) => lanternResults(s),
  digest: (s) => stateDigest(s),
  encode: (s) => encodeLanternState(s),
  decode: (text: string) => decodeLanternState(text),
  history: LANTERN_HISTORY,
  replay: (s) => lanternReplay(s),
  verifyReplay: (doc) => verifyLanternReplay(doc),
  describeOrder: (o) => describeLanternOrder(o),
  orderHelp: (s, seat) => lanternOrderHelp(s, seat),
  rulesText: [
    'Hide-and-seek in a dark warehouse: three Moths against three Owls, one cog each; each team hides one half and seeks the other.',
    'Build act: hiders push and lock crates into forts while seekers wait. Hunt act: seekers sweep their lanterns; a hider caught in a beam or tagged is found.',
    'Score: the share of the hunt your hiders stayed hidden. Orders name a cell of the A–M × 1–7 grid drawn on every picture.',
    'Hiders: `hide F4 crawl`, `push C2 to B3`, `lock C2`, `flee`, `scout G5`, `wait`. Seekers: `sweep G5 aim track`, `beeline D3`, `chase`, `pry C8`, `hold E4`, `wait`.',
  ],
  pad: LANTERN_PAD,
  statusLine: (v) => lanternStatusLine(v),
  statusLines: (v, width) => lanternStatusLines(v, width),
  spectatorLines: (v, nameOf) => lanternSpectatorLines(v, nameOf),
  eventWords: LANTERN_EVENT_WORDS,
  orderExamples: ['hide F4 crawl', 'push C2 to B2', 'sweep G5 aim track'],
  // The first hunt turn: hiders' and seekers' orders alike are taken (build-act locks stand: C3 is locked on seed 1).
  exampleState: (rulesetId, seed) => firstHuntTurn(rulesetId, seed),
};

export { replayFrames, resimulate, type LanternReplay } from './replay.ts';
export { lanternEventsFor };
export { lanternView } from './view.ts';
export { lanternResults } from './results.ts';
export { baselineOrder } from './bots.ts';
export { parseTextOrder } from './text-orders.ts';
export * from './types.ts';
export type * from './view.ts';
export { VAULT, gridCellCentre, gridCellName, parseGridCell, gridLines } from './map.ts';
