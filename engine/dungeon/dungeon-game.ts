// DUNGEON: the dungeon escape on the shared Game contract (SPEC 1 and 4).
import type { Game, ReplayCheck, RulesetInfo, Seat, SetupOptions, Viewer } from '../core/game.ts';
import { baselineOrder } from './bots.ts';
import { SimulatedChain } from './header-source.ts';
import { MatchRoom } from './match-room.ts';
import { describeDungeonOrder, dungeonOrderHelp, parseDungeonOrder } from './orders.ts';
import { getRuleset, listRulesets } from './registry.ts';
import { defineRuleset } from './ruleset.ts';
import { awaitingSeats, resolveDungeonTurn, stateDigest } from './turns.ts';
import { howItEnded, placementReasons, quirkNotes } from './standing-words.ts';
import type { DungeonOrder, DungeonPlacement, DungeonResults, DungeonState, DungeonView, PlayerState, Ruleset } from './types.ts';
import { buildView, eventsFor, matchOver, playerStatus } from './view.ts';
import { isCollective, resolveWinCondition } from './win-conditions.ts';
import { outcomeSentence, standingsLines } from './outcome-text.ts';
import { DUNGEON_EVENT_WORDS } from './events-text.ts';
import { DUNGEON_PAD } from './pad.ts';
import { dungeonStatusLine, dungeonStatusLines } from './status-text.ts';
import { isReplayDoc, ordersMap, REPLAY_FORMAT, REPLAY_VERSION } from '../core/replay.ts';
import { dungeonPlayback, readDungeonReplay, worldField, type DungeonReplay } from './playback.ts';
import { sanitizeWorld, worldFromEnv, type DungeonWorld, type Env } from './difficulty.ts';
import { matchWorld } from './match-setup.ts';

/** Chat order deadline per turn, in seconds. */
export const DUNGEON_TURN_SECONDS = 120;

/** The catalog entry of a dungeon ruleset. */
export function rulesetInfo(r: Ruleset): RulesetInfo {
  return {
    id: r.id, game: 'dungeon', label: r.label, mode: r.mode, players: { min: r.players.min, max: r.players.max },
    winCondition: r.winCondition.type, description: String(r.metadata.description ?? ''),
    turnSeconds: DUNGEON_TURN_SECONDS, wallClockMs: null, ...(r.mode === 'solo' ? { soloOnly: true } : {}),
  };
}

/**
 * The real-time rulesets: every multiplayer built-in played one tick a turn, each turn closing
 * one tick (`timing.tickMs`) after the last; ids are the built-in's with this suffix. A seat that
 * sends no step in a turn stands (a key not pressed), where a chat turn plays it by the bot.
 */
export const LIVE_SUFFIX = '-live';

/** The built-ins that have a real-time ruleset (solo-only ones do not: their escape is played in turns). */
function liveBases(): Ruleset[] {
  return listRulesets().filter((r) => r.mode !== 'solo');
}

/** The catalog entry of a real-time dungeon ruleset. */
function liveInfo(r: Ruleset): RulesetInfo {
  return { ...rulesetInfo(r), id: `${r.id}${LIVE_SUFFIX}`, label: `${r.label} in real time`, turnSeconds: 0, realtime: true, turnMs: r.timing.tickMs, realtimeOf: r.id };
}

/** The built-in behind a ruleset id and whether the id is its real-time one, or a one-line error naming the dungeon rulesets. */
function rulesetOf(id: string): { r: Ruleset; live: boolean } {
  const live = id.endsWith(LIVE_SUFFIX);
  const base = live ? id.slice(0, -LIVE_SUFFIX.length) : id;
  const r = live ? liveBases().find((x) => x.id === base) : getRuleset(id);
  if (!r) throw new Error(`unknown dungeon ruleset "${id}": rulesets are ${DUNGEON.rulesets().map((x) => x.id).join(', ')}`);
  return { r, live };
}

function rulesetOrThrow(id: string): Ruleset {
  return rulesetOf(id).r;
}

/** Player count for a ruleset: given, or its minimum; refused outside its range (a solo-only id is refused for more than one). */
function playerCount(r: Ruleset, players?: number): number {
  const n = players ?? r.players.min;
  if (r.mode === 'solo' && n !== 1) throw new Error(`${r.id} is solo-only: it takes exactly 1 player, not ${n}; match rulesets are race, last-alive, score-attack, coop-escape`);
  if (!Number.isInteger(n) || n < r.players.min || n > r.players.max) throw new Error(`${r.id} takes ${r.players.min} to ${r.players.max} players, not ${n}`);
  return n;
}

function rankedOf(s: DungeonState): PlayerState[] {
  return s.players.every((p) => p.placement !== null)
    ? [...s.players].sort((a, b) => (a.placement as number) - (b.placement as number))
    : resolveWinCondition(s.ruleset.winCondition.type).rank({ state: s, end: () => undefined });
}

function placementsOf(s: DungeonState, ranked: PlayerState[]): DungeonPlacement[] {
  const why = placementReasons(s, ranked);
  return ranked.map((p, i) => ({
    seat: p.entrantSlot, id: p.id, name: p.name, place: p.placement ?? i + 1, score: p.score,
    status: playerStatus(p), hasTreasure: p.hasTreasure, moves: p.moves, killedBy: p.killedBy,
    ended: howItEnded(s, p), why: why[i],
  }));
}

/** The results of a finished or cancelled match. */
export function dungeonResults(s: DungeonState): DungeonResults | null {
  if (!matchOver(s)) return null;
  const ranked = rankedOf(s);
  const placements = placementsOf(s, ranked);
  const reason = s.status === 'cancelled' ? 'cancelled' : s.endReason ?? 'complete';
  const winner = s.players.find((p) => p.id === s.winnerId) ?? null;
  const collective = isCollective(s);
  // In words (outcome-text.ts): a dead player placed first is never said to win.
  const headline = outcomeSentence(s.ruleset.winCondition.type, { reason, winnerId: s.winnerId, placements, collective });
  const summary = `${s.ruleset.id}: ${headline} (${s.tick} ticks)`;
  return {
    reason, winnerId: s.winnerId, placements, winners: winner ? [winner.entrantSlot] : [], summary, rulesetId: s.ruleset.id, collective,
    headline, quirkNotes: quirkNotes(s),
  };
}

/**
 * The world of a setup: `world`, the operator's typed settings (the process configuration), or
 * `env`, the same written as the original's variables (its reference traces). None: the ruleset's.
 */
function worldOption(options: SetupOptions): DungeonWorld | undefined {
  if (options.world !== undefined && options.world !== null) return sanitizeWorld(options.world);
  if (options.env && typeof options.env === 'object') return worldFromEnv(options.env as Env);
  return undefined;
}

/** A fresh, started match with `players` entrants. */
export function setupDungeon(rulesetId: string, seed: number | string, options: SetupOptions = {}): DungeonState {
  const { r, live } = rulesetOf(rulesetId);
  const n = playerCount(r, options.players);
  const chain = typeof options.chain === 'string' ? options.chain : null;
  const room = MatchRoom.create({
    seed: String(seed), rulesetId: r.id, maxPlayers: Math.max(2, n), chain,
    world: worldOption(options),
  });
  if (live) room.state.options.live = true;
  const names = options.names ?? [];
  for (let i = 0; i < n; i++) room.addPlayer(`P${i + 1}`, names[i] ?? `P${i + 1}`);
  room.state.names = room.state.players.map((p) => p.name);
  if (chain) room.state.startHeight = new SimulatedChain(chain, room.state.seed).heightAt(0);
  room.start();
  return room.state;
}

/** The match a replay starts from. */
function setupFromReplay(d: DungeonReplay): DungeonState {
  return setupDungeon(d.rulesetId, d.seed, { players: d.options.players, names: d.options.names, chain: d.options.chain ?? undefined, world: d.options.world });
}

/**
 * Plays a replay once, checking each recorded digest in the form its version wrote it: a version-1
 * document's are of the float-era state (the monster's speed counter as decimal text). Gives the
 * played state and the document as this version writes it (a version-1 one with today's digests);
 * a mismatch fails naming its turn.
 */
function playReplay(doc: unknown): { ok: true; replay: DungeonReplay; state: DungeonState } | { ok: false; error: string; turn?: number } {
  let d: DungeonReplay;
  let s: DungeonState;
  try {
    d = readDungeonReplay(doc);
    s = setupFromReplay(d);
  } catch (e) {
    return { ok: false, error: (e as Error).message };
  }
  const era = isReplayDoc(doc, 'dungeon') ? 'integer' : 'float';
  const digests: string[] = [];
  for (let t = 0; t < d.orders.length; t++) {
    s = resolveDungeonTurn(s, ordersMap(d.orders[t])).state;
    if (d.digests[t] !== undefined && stateDigest(s, era) !== d.digests[t]) return { ok: false, error: `digest differs after turn ${t}`, turn: t };
    digests.push(s.keyframes[t]);
  }
  return { ok: true, replay: era === 'integer' ? d : { ...d, digests }, state: s };
}

/** A replay as this version writes it; a version-1 document is played through to bring its digests up to date (a one-line Error when it does not hold). */
function currentReplay(doc: unknown): DungeonReplay {
  if (isReplayDoc(doc, 'dungeon')) return readDungeonReplay(doc);
  const played = playReplay(doc);
  if (!played.ok) throw new Error(played.error);
  return played.replay;
}

export const DUNGEON: Game<DungeonState, DungeonOrder, DungeonView> = {
  id: 'dungeon',
  title: 'Dungeon',
  rulesets: () => [...listRulesets().map(rulesetInfo), ...liveBases().map(liveInfo)],
  seats(rulesetId: string, players?: number): Seat[] {
    const n = playerCount(rulesetOrThrow(rulesetId), players);
    return Array.from({ length: n }, (_, i) => ({ index: i, team: `P${i + 1}`, role: 'runner', alias: `P${i + 1}` }));
  },
  setup: setupDungeon,
  turn: (s) => s.turn,
  awaiting: awaitingSeats,
  parseOrder: parseDungeonOrder,
  baseline: baselineOrder,
  resolveTurn: (s, orders) => resolveDungeonTurn(s, orders),
  view: (s, viewer: Viewer) => buildView(s, viewer),
  eventsFor: (s, events, viewer) => eventsFor(s, events, viewer),
  isOver: matchOver,
  results: dungeonResults,
  digest: stateDigest,
  encode: (s) => JSON.stringify(s),
  decode(text: string): DungeonState {
    const s = JSON.parse(text) as DungeonState;
    if (!s || s.v !== 1 || !Array.isArray(s.players) || !s.map) throw new Error('not a dungeon match state (version 1)');
    s.ruleset = defineRuleset(s.ruleset as never);
    return s;
  },
  replay(s): DungeonReplay {
    return {
      format: REPLAY_FORMAT, version: REPLAY_VERSION, game: 'dungeon', rulesetId: s.options.live ? `${s.ruleset.id}${LIVE_SUFFIX}` : s.ruleset.id, seed: s.seed,
      options: { players: s.players.length, names: s.names, chain: s.options.chain, ...worldField(matchWorld(s)) }, orders: s.log, digests: s.keyframes,
    };
  },
  verifyReplay(doc: unknown): ReplayCheck {
    const played = playReplay(doc);
    if (!played.ok) return played;
    const s = played.state;
    return { ok: true, summary: dungeonResults(s)?.summary ?? `${s.ruleset.id}: in progress at turn ${s.turn}`, digest: stateDigest(s) };
  },
  replayFrames: (doc, opts) => dungeonPlayback(readDungeonReplay(doc), setupFromReplay, opts),
  readReplay: (doc) => currentReplay(doc),
  describeOrder: describeDungeonOrder,
  orderHelp: dungeonOrderHelp,
  rulesText: [
    'An escape match in a generated dungeon: find the exit (and the treasure) before the others, and keep away from the monster.',
    'Each turn is 8 ticks: a path of up to 8 steps, or the shortest known way to the exit or the treasure, or waiting.',
    'The ruleset decides the win condition (first out, treasure, survival, race) and who ranks where.',
    'Orders: `move NNEE`, `exit`, `treasure`, `wait`.',
  ],
  pad: DUNGEON_PAD,
  statusLine: (v) => dungeonStatusLine(v),
  statusLines: (v, width) => dungeonStatusLines(v, width),
  eventWords: DUNGEON_EVENT_WORDS,
  playerCount: true,
  resultLines: (r) => {
    const d = r as DungeonResults;
    const winType = rulesetOrThrow(d.rulesetId).winCondition.type;
    return [outcomeSentence(winType, d), '', 'standings:', ...standingsLines(winType, d)];
  },
  orderExamples: ['move NNEE', 'exit', 'treasure', 'wait'],
};
