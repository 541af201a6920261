// What a viewer may know of a dungeon match. The map, the players and the treasure are public
// (the original sends them to everyone); the monster is the one hidden thing: a seat sees it only
// within the monster's vision range on a clear line between them, a live spectator only where some
// player in play sees it, and everyone once the match is over.
import type { GameEvent, Viewer } from '../core/game.ts';
import { canSee } from './grid.ts';
import { rulesetSummary } from './ruleset.ts';
import type { DungeonState, DungeonView, PlayerState, Point, Standing, ViewPlayer } from './types.ts';
import { isActive, preScore, resolveWinCondition } from './win-conditions.ts';
import { howItEnded, placementReasons } from './standing-words.ts';

/** A player's coarse status. */
export function playerStatus(p: PlayerState): ViewPlayer['status'] {
  if (!p.alive) return 'dead';
  if (p.escaped) return 'escaped';
  if (p.finished) return 'out';
  return 'alive';
}

/** Whether the match is over (finished or cancelled). */
export function matchOver(s: DungeonState): boolean {
  return s.status === 'finished' || s.status === 'cancelled';
}

/** Whether player p can see the monster (its vision range, clear line). */
export function playerSeesMonster(s: DungeonState, p: PlayerState): boolean {
  const m = s.monster;
  if (!m) return false;
  return canSee(s.map.rows, p, m, m.vision);
}

/** The seat a viewer stands for, or null. */
function viewerSeat(s: DungeonState, viewer: Viewer): number | null {
  if (viewer.kind === 'seat') return viewer.seat >= 0 && viewer.seat < s.players.length ? viewer.seat : null;
  if (viewer.kind === 'team') {
    const i = s.players.findIndex((p) => p.id === viewer.team);
    return i >= 0 ? i : null;
  }
  return null;
}

/** Whether this viewer may see the monster now. */
export function monsterVisibleTo(s: DungeonState, viewer: Viewer): boolean {
  if (!s.monster) return false;
  if (viewer.kind === 'full' || matchOver(s)) return true;
  const seat = viewerSeat(s, viewer);
  if (seat !== null) return playerSeesMonster(s, s.players[seat]);
  if (viewer.kind === 'spectator') return s.players.some((p) => isActive(p) && playerSeesMonster(s, p));
  return false;
}

/** Live or final standings, best first. */
export function standings(s: DungeonState): Standing[] {
  const finalised = s.players.every((p) => p.placement !== null);
  const ordered = finalised
    ? [...s.players].sort((a, b) => (a.placement ?? 0) - (b.placement ?? 0))
    : resolveWinCondition(s.ruleset.winCondition.type).rank({ state: s, end: () => undefined });
  const why = placementReasons(s, ordered);
  return ordered.map((p, i) => ({
    place: finalised ? (p.placement as number) : i + 1,
    seat: p.entrantSlot,
    id: p.id,
    name: p.name,
    status: playerStatus(p),
    score: finalised ? p.score : preScore(s, p),
    ended: howItEnded(s, p),
    why: why[i],
  }));
}

/** The view of a match for one viewer. */
export function buildView(s: DungeonState, viewer: Viewer): DungeonView {
  const seeMonster = monsterVisibleTo(s, viewer);
  const m = s.monster;
  return {
    game: 'dungeon',
    viewer,
    seat: viewerSeat(s, viewer),
    ruleset: rulesetSummary(s.ruleset),
    status: s.status,
    tick: s.tick,
    turn: s.turn,
    level: s.level,
    levels: s.levels,
    width: s.map.width,
    height: s.map.height,
    rows: [...s.map.rows],
    entrance: { ...s.map.entrance },
    exit: { ...s.map.exit },
    treasure: s.treasure ? { ...s.treasure } : null,
    players: s.players.map((p) => ({
      seat: p.entrantSlot, id: p.id, name: p.name, colour: p.colour, x: p.x, y: p.y, facing: p.facing,
      status: playerStatus(p), hasTreasure: p.hasTreasure, moves: p.moves, placement: p.placement, killedBy: p.killedBy,
    })),
    monster: seeMonster && m ? ({ x: m.x, y: m.y } as Point) : null,
    monsterPresent: m !== null,
    monsterVision: m ? m.vision : 0,
    standings: standings(s),
    winnerId: s.winnerId,
    endReason: s.endReason,
    over: matchOver(s),
  };
}

/** Where each player stood and whether in play, as a tick began: what `noteSightings` starts from. */
export interface SightStart {
  rows: readonly string[];
  vision: number;
  players: { id: string; x: number; y: number; inPlay: boolean }[];
}

/** The facts a tick's monster moves are judged by, taken just before the tick runs. */
export function sightStart(s: DungeonState): SightStart {
  return { rows: s.map.rows, vision: s.monster ? s.monster.vision : 0, players: s.players.map((p) => ({ id: p.id, x: p.x, y: p.y, inPlay: isActive(p) })) };
}

/**
 * Writes on each `monster_move` of one tick's events who could see that tile when the monster
 * stepped onto it: `seenBy`, the seats whose player had it within the monster's vision on a clear
 * line (the rule of the views), and `seenInPlay`, whether one of them was still in play (what a
 * spectator may see). Players' places are followed through the tick's own events (moves, deaths,
 * exits, a new level), so each move is judged at its moment, not by the state after the turn.
 */
export function noteSightings(start: SightStart, events: readonly GameEvent[], after: DungeonState): void {
  let rows = start.rows;
  const at = start.players.map((p) => ({ ...p }));
  const byId = new Map(at.map((p, i) => [p.id, i]));
  for (const e of events) {
    const i = typeof e.id === 'string' ? byId.get(e.id) : undefined;
    if (e.type === 'move' && i !== undefined) {
      const to = e.to as Point;
      at[i].x = to.x; at[i].y = to.y;
    } else if ((e.type === 'player_death' || e.type === 'player_exit') && i !== undefined) {
      at[i].inPlay = false;
    } else if (e.type === 'level_complete' && i !== undefined) {
      rows = after.map.rows;
      at[i].x = after.players[i].x; at[i].y = after.players[i].y;
    } else if (e.type === 'monster_move') {
      const tile = { x: Number(e.x), y: Number(e.y) };
      const seenBy = at.flatMap((p, k) => (canSee(rows, p, tile, start.vision) ? [k] : []));
      e.seenBy = seenBy;
      e.seenInPlay = seenBy.some((k) => at[k].inPlay);
    }
  }
}

/** Whether a viewer may know of one monster move: by what was seen when it happened (or, unmarked, from where it stands now). */
function moveVisibleTo(s: DungeonState, e: GameEvent, viewer: Viewer): boolean {
  const seat = viewerSeat(s, viewer);
  if (Array.isArray(e.seenBy)) {
    if (seat !== null) return e.seenBy.includes(seat);
    return viewer.kind === 'spectator' && e.seenInPlay === true;
  }
  const tile = { x: Number(e.x), y: Number(e.y) }, vision = s.monster ? s.monster.vision : 0;
  if (seat !== null) return canSee(s.map.rows, s.players[seat], tile, vision);
  return viewer.kind === 'spectator' && s.players.some((p) => isActive(p) && canSee(s.map.rows, p, tile, vision));
}

/**
 * The events a viewer may see: everything once the match is over; while it runs, a monster move
 * only if the viewer could see that tile when the monster stepped onto it. Each event is judged by
 * its own content, so a batch of any length (or events read back from a store) is filtered alike.
 */
export function eventsFor(s: DungeonState, events: readonly GameEvent[], viewer: Viewer): GameEvent[] {
  if (viewer.kind === 'full' || matchOver(s)) return events.slice();
  return events.filter((e) => e.type !== 'monster_move' || moveVisibleTo(s, e, viewer));
}
