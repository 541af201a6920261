// The monster's speed counter is an integer (thousandths of a move) where the original adds a float
// speed to a float counter: for the speeds the presets use (0.5 and 1) and every multiple of 1/8
// the float sums are exact, so the monster moves on the very same turns.
import { describe, expect, it } from 'vitest';
import { DIFFICULTY_PRESETS } from '../../../engine/dungeon/difficulty.ts';
import { DUNGEON } from '../../../engine/dungeon/dungeon-game.ts';
import { SPEED_UNIT, speedStep } from '../../../engine/dungeon/monster.ts';

/** Moves per turn for `turns` turns: the original's float counter. */
function floatMoves(speed: number, turns: number): number[] {
  const out: number[] = [];
  let acc = 0;
  for (let t = 0; t < turns; t++) {
    let n = 0;
    acc += speed;
    while (acc >= 1) { acc -= 1; n++; }
    out.push(n);
  }
  return out;
}

/** Moves per turn for `turns` turns: the integer counter of engine/dungeon/match-room.ts. */
function intMoves(speed: number, turns: number): number[] {
  const out: number[] = [];
  const step = speedStep(speed);
  let acc = 0;
  for (let t = 0; t < turns; t++) {
    let n = 0;
    acc += step;
    while (acc >= SPEED_UNIT) { acc -= SPEED_UNIT; n++; }
    out.push(n);
  }
  return out;
}

describe('the monster speed counter', () => {
  const presetSpeeds = [...new Set(Object.values(DIFFICULTY_PRESETS).map((p) => p.monster.movesPerPlayerMove))];
  const eighths = Array.from({ length: 32 }, (_, k) => (k + 1) / 8);

  it.each([...presetSpeeds, ...eighths])('moves on the same turns as the original float counter at speed %s (10,000 turns)', (speed) => {
    expect(intMoves(speed, 10_000)).toEqual(floatMoves(speed, 10_000));
  });

  it('is a whole number in every state the digest hashes', () => {
    let s = DUNGEON.setup('race', 'speed-int', { players: 3 });
    while (!DUNGEON.isOver(s)) {
      s = DUNGEON.resolveTurn(s, new Map()).state;
      if (s.monster) expect([Number.isInteger(s.monster.speed), Number.isInteger(s.monster.acc)]).toEqual([true, true]);
    }
  });

  it('takes speeds as thousandths (MONSTER_SPEED has at most 3 decimals) and a bad speed as one move a turn', () => {
    expect([speedStep(0.5), speedStep(1), speedStep(0.125), speedStep(4), speedStep(0)]).toEqual([500, 1000, 125, 4000, 0]);
    expect([speedStep(-1), speedStep(Number.NaN)]).toEqual([SPEED_UNIT, SPEED_UNIT]);
  });
});
