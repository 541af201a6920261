// The states, seats and words each game's fuzz test (and the before/after probe) sends orders to.
import type { Game } from '../../engine/core/game.ts';
import { DUNGEON } from '../../engine/dungeon/dungeon-game.ts';
import { LAMPLIGHTER } from '../../engine/lamplighter/index.ts';
import { LANTERN } from '../../engine/lantern/index.ts';
import { baselineOrder } from '../../engine/lantern/bots.ts';
import { awaitingSeats, resolveLanternTurn, setupLantern } from '../../engine/lantern/match.ts';
import type { LanternOrder, LanternState } from '../../engine/lantern/types.ts';
import type { Vocabulary } from './fuzz-orders.ts';

/** Seats that exist, plus ones that do not. */
const ODD_SEATS = [-1, 99, 0.5, Number.NaN];

/** One fuzz target: a game, states to order in, seats to order for, and its words. */
export interface FuzzTarget {
  game: Game<unknown, unknown, unknown>;
  states: unknown[];
  seats: number[];
  vocab: Vocabulary;
}

function lanternHunt(seed: number): LanternState {
  let s = setupLantern('lantern-test', seed);
  while (s.act === 'build' && s.end === null) {
    const orders = new Map<number, LanternOrder>();
    for (const k of awaitingSeats(s)) orders.set(k, baselineOrder(s, k));
    s = resolveLanternTurn(s, orders).state;
  }
  return s;
}

/** Lantern: a build turn and a hunt turn, all six seats. */
export function lanternTarget(): FuzzTarget {
  return {
    game: LANTERN as Game<unknown, unknown, unknown>,
    states: [setupLantern('lantern-test', 3), lanternHunt(4)],
    seats: [0, 1, 2, 3, 4, 5, 0, 1, ...ODD_SEATS],
    vocab: {
      words: ['push', 'lock', 'hide', 'flee', 'scout', 'wait', 'sweep', 'beeline', 'chase', 'pry', 'hold', 'aim', 'crawl', 'say', 'to', 'at',
        'C0', 'C3', 'c7', 'C12', 'F4', 'A1', 'M7', 'Q9', '410,220', '5000,3', 'track', 'target', 'sweep', '"hi"', 'true', 'false'],
      fields: ['intent', 'target', 'crate', 'aim', 'crawl', 'say', 'note'],
    },
  };
}

/** Lamplighter: a duo round at its start and a few turns in. */
export function lamplighterTarget(): FuzzTarget {
  const m0 = LAMPLIGHTER.setup('lamplighter-duo', 5);
  let m = m0;
  for (let i = 0; i < 6; i++) m = LAMPLIGHTER.resolveTurn(m, new Map()).state;
  return {
    game: LAMPLIGHTER as Game<unknown, unknown, unknown>,
    states: [m0, m],
    seats: [0, 1, 0, 1, ...ODD_SEATS],
    vocab: {
      words: ['walk', 'run', 'light', 'release', 'wait', 'retreat', 'buy', 'plan', 'lamp', 'to', 'gate', 'reach', 'stride', 'wick',
        '0', '1', '4', '12', '99', '0.5', '2.5s', '-3', 'then', 'lamps'],
      fields: ['kind', 'lamp', 'seconds', 'upgrade', 'lamps'],
    },
  };
}

/** Dungeon: a three-player race at its start and a few turns in. */
export function dungeonTarget(): FuzzTarget {
  const s0 = DUNGEON.setup('race', 'fuzz', { players: 3 });
  let s = s0;
  for (let i = 0; i < 3; i++) s = DUNGEON.resolveTurn(s, new Map()).state;
  return {
    game: DUNGEON as Game<unknown, unknown, unknown>,
    states: [s0, s],
    seats: [0, 1, 2, ...ODD_SEATS],
    vocab: {
      words: ['move', 'exit', 'treasure', 'wait', 'NNEE', 'N', 'e', 'S', 'W', 'NNNNNNNNN', 'x', 'kind', 'steps'],
      fields: ['kind', 'steps'],
    },
  };
}
