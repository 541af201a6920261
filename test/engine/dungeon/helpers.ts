// Test helpers: rooms on hand-drawn maps, so each rule is checked on a board you can read.
import { MatchRoom } from '../../../engine/dungeon/match-room.ts';
import { spawnMonster } from '../../../engine/dungeon/monster.ts';
import type { Point, RulesetSpec } from '../../../engine/dungeon/types.ts';

export interface BoardOptions {
  rulesetId?: string;
  ruleset?: RulesetSpec;
  seed?: string;
  /** Monster speed (0 = never moves). */
  speed?: number;
  vision?: number;
  /** Ruleset quirk flags (false opts out of the original's behaviour). */
  quirks?: RulesetSpec['quirks'];
}

/**
 * A started room on a drawn board: `#` wall, `.` floor, `X` exit, `$` treasure, `M` monster,
 * digits 1-9 the players in join order (slot = digit − 1).
 */
export function board(lines: string[], o: BoardOptions = {}): MatchRoom {
  const room = MatchRoom.create({ seed: o.seed ?? 'board-seed', rulesetId: o.rulesetId, ruleset: o.ruleset, rulesetOverrides: o.quirks ? { quirks: o.quirks } : undefined, maxPlayers: 32 });
  const s = room.state;
  const players: [number, Point][] = [];
  let exit: Point = { x: 0, y: 0 }, treasure: Point | null = null, monster: Point | null = null;
  const rows = lines.map((line, y) => [...line].map((c, x) => {
    if (c === 'X') exit = { x, y };
    else if (c === '$') treasure = { x, y };
    else if (c === 'M') monster = { x, y };
    else if (/[1-9]/.test(c)) players.push([Number(c) - 1, { x, y }]);
    return c === '#' ? '#' : '.';
  }).join(''));
  s.map = { seed: s.seed, width: rows[0].length, height: rows.length, rows, entrance: players[0]?.[1] ?? { x: 1, y: 1 }, exit, treasure, monsterSpawn: monster ?? { x: 0, y: 0 }, rooms: 2, attempt: 0, fingerprint: 'board' };
  s.treasure = treasure;
  s.monster = monster ? spawnMonster(monster, { movesPerPlayerMove: o.speed ?? 1, visionRange: o.vision ?? 10, chaseAggressiveness: 1 }) : null;
  players.sort((a, b) => a[0] - b[0]);
  for (const [slot, at] of players) {
    const p = room.addPlayer(`P${slot + 1}`);
    p.x = at.x; p.y = at.y;
  }
  room.start();
  return room;
}

/** The player with an id (throws when missing). */
export function pl(room: MatchRoom, id: string) {
  const p = room.player(id);
  if (!p) throw new Error(`no player ${id}`);
  return p;
}

/** Events of a type. */
export function eventsOf(events: { type: string }[], type: string) {
  return events.filter((e) => e.type === type) as any[];
}
