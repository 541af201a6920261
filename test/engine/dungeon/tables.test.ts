// Rows of the facts' tables not covered elsewhere: the event vocabulary.
import { describe, expect, it } from 'vitest';
import { SPEED_UNIT } from '../../../engine/dungeon/monster.ts';
import { board } from './helpers.ts';

describe('events (facts §6): each carries its fields and the tick', () => {
  // monster_move exists only with the quirk monsterStepNoKill turned off (the original never emits it)
  const r = board(['########', '#1$..M.#', '#2....X#', '########'], { rulesetId: 'race', speed: 0, quirks: { monsterStepNoKill: false } });
  r.state.monster!.speed = 0;
  const all: any[] = [];
  r.queueMove('P1', 'E'); all.push(...r.resolveTick());           // move + treasure_pickup
  r.queueMove('P2', 'N'); all.push(...r.resolveTick());           // move_failed (occupied? no: P1 left) -> move
  r.queueMove('P1', 'N'); all.push(...r.resolveTick());           // move_failed blocked
  r.state.monster!.speed = SPEED_UNIT; r.state.monster!.x = 5; r.state.monster!.y = 1;
  r.state.players[1].x = 6; r.state.players[1].y = 1;
  all.push(...r.resolveTick());                                     // monster_move (+ maybe death)
  r.state.players[0].x = 5; r.state.players[0].y = 2; r.state.players[0].alive = true;
  r.state.monster = null;
  r.queueMove('P1', 'E'); all.push(...r.resolveTick());           // player_exit + match_end
  const first = (t: string) => all.find((e) => e.type === t);

  it.each([
    ['move', ['id', 'from', 'to', 'facing']],
    ['move_failed', ['id', 'reason', 'from', 'to']],
    ['player_death', ['id', 'killedBy']],
    ['monster_move', ['x', 'y']],
    ['treasure_pickup', ['id', 'x', 'y']],
    ['player_exit', ['id', 'hasTreasure']],
    ['match_end', ['reason', 'winnerId']],
  ])('%s has %j', (type, fields) => {
    const e = first(type);
    expect(e).toBeDefined();
    for (const f of [...fields, 'tick', 'turn']) expect(e).toHaveProperty(f);
  });
});
