// createRound: a live round with the seed's HUD surface and tick(), the object the terminal UI
// drives at 20 Hz. Seat-taking methods default to seat 0 (solo); co-op passes the seat.
import { MAX_RANK, UPGRADES } from './constants.ts';
import { debugOf, playerAt, promptOf, statsOf } from './hud.ts';
import { createState, type RoundOptions } from './state.ts';
import { stepRound } from './step.ts';
import { targetOf } from './taper.ts';
import {
  buyUpgrade as buy, canBuy as check, isUpgradeName, unknownUpgrade, upgradeCost as cost, upgradeEffect as effect,
} from './upgrades.ts';
import type {
  BuyCheck, RoundDebug, RoundEvent, RoundState, RoundStats, TargetInfo, TickInput, UpgradeInfo, UpgradeName,
} from './types.ts';

/** A live round: the seed's `Rules` surface plus tick(). */
export interface Round {
  /** The round state (plain data; read it, do not write it). */
  readonly state: RoundState;
  /** Events of the last tick. */
  readonly lastEvents: readonly RoundEvent[];
  /** One 1/20 s tick: one input (solo, seat 0) or one input per seat (co-op). */
  tick(input?: TickInput | readonly (TickInput | null | undefined)[] | null): RoundEvent[];
  buyUpgrade(name: string, seat?: number): BuyCheck;
  canBuy(name: string, seat?: number): BuyCheck;
  upgradeCost(name: string, seat?: number): number | null;
  upgradeRank(name: string, seat?: number): { rank: number; maxRank: number };
  upgradeEffect(name: string, seat?: number): string;
  readonly UPGRADES: readonly UpgradeInfo[];
  prompt(seat?: number): string;
  stats(seat?: number): RoundStats;
  targetLamp(seat?: number): TargetInfo;
  setLightHeld(down: boolean, seat?: number): void;
  restart(): void;
  debug(seat?: number): RoundDebug;
}

function track(name: string): UpgradeName {
  if (!isUpgradeName(name)) throw new Error(unknownUpgrade(name));
  return name;
}

/** A round wrapped around an existing state (the Game contract's turns use this). */
export function wrapRound(initial: RoundState, fresh: () => RoundState = () => createState()): Round {
  let s = initial;
  let last: RoundEvent[] = [];
  return {
    get state() { return s; },
    get lastEvents() { return last; },
    tick(input) {
      const inputs = Array.isArray(input) ? input : [input as TickInput | null | undefined];
      last = stepRound(s, inputs);
      return last;
    },
    buyUpgrade(name, seat = 0) {
      playerAt(s, seat);
      const events: RoundEvent[] = [];
      const r = buy(s, seat, name, events);
      if (events.length) last = events;
      return r;
    },
    canBuy: (name, seat = 0) => (playerAt(s, seat), check(s, seat, name)),
    upgradeCost: (name, seat = 0) => cost(playerAt(s, seat), track(name)),
    upgradeRank: (name, seat = 0) => ({ rank: playerAt(s, seat).upgrades[track(name)], maxRank: MAX_RANK }),
    upgradeEffect: (name, seat = 0) => effect(playerAt(s, seat), track(name)),
    UPGRADES,
    prompt: (seat = 0) => promptOf(s, seat),
    stats: (seat = 0) => statsOf(s, seat),
    targetLamp: (seat = 0) => targetOf(s, playerAt(s, seat)),
    setLightHeld(down, seat = 0) {
      playerAt(s, seat).hudHeld = !!down;
    },
    restart() {
      s = fresh();
      last = [];
    },
    debug: (seat = 0) => debugOf(s, seat),
  };
}

/** A fresh round: `{ street?, pale?, seed?, ruleset? }` (defaults: the default street, the Pale on, seed 1, solo). */
export function createRound(opts: RoundOptions = {}): Round {
  return wrapRound(createState(opts), () => createState(opts));
}
