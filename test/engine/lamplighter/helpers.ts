// Shared helpers for the Lamplighter tests: streets made for a check, and driving a round.
import { createRound, type Round } from '../../../engine/lamplighter/round.ts';
import type { StreetData } from '../../../engine/lamplighter/types.ts';

/** Nine lamps 2 m around the gate: every one in reach from the start, all inside the gate's pool. */
export const RING_STREET: StreetData = {
  name: 'ring',
  gate: [0, 0],
  lamps: [[2, 0], [0, 2], [-2, 0], [0, -2], [1.2, 1.6], [-1.2, 1.6], [-1.2, -1.6], [1.2, -1.6], [1.6, 1.2]],
  poolRadius: 3.5,
};

/** Ticks a round with the same input until a condition holds (or a limit); returns the ticks taken. */
export function tickUntil(r: Round, input: Parameters<Round['tick']>[0], until: () => boolean, max = 20 * 120): number {
  let n = 0;
  while (!until() && n < max) { r.tick(input); n++; }
  return n;
}

/** Lights the next lamp in reach by holding the taper, then lets go for a tick. Returns the ticks held. */
export function lightOne(r: Round): number {
  const lit = () => r.state.lamps.filter((l) => l.lit).length;
  const before = lit();
  const n = tickUntil(r, { interact: true }, () => lit() > before, 20 * 10);
  r.tick(null);
  return n;
}

/** A round on the ring street with `n` Embers earned (n lamps lit), the Pale off. */
export function roundWithEmbers(n: number, street: StreetData = RING_STREET): Round {
  const r = createRound({ pale: false, street });
  for (let i = 0; i < n; i++) lightOne(r);
  return r;
}
