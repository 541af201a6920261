// Test helpers: a hunt-act "lab" state with cogs placed by hand, and tick stepping with chosen bytes.
import { setupLantern } from '../../../engine/lantern/match.ts';
import { makeSim, type Sim } from '../../../engine/lantern/sim.ts';
import { stepTick } from '../../../engine/lantern/step.ts';
import { COG_ACTIVE, COG_FOUND, type LanternState } from '../../../engine/lantern/types.ts';

/** Puts cog `seat` at (x, y) px with aim and zero velocity. */
export function place(s: LanternState, seat: number, x: number, y: number, aim = 0): void {
  const c = s.cogs[seat];
  c.x = x * 256;
  c.y = y * 256;
  c.vx = 0;
  c.vy = 0;
  c.aim = aim & 255;
}

/** A classic match moved to the first hunt tick of half 1, with the cogs out of each other's way. */
export function huntLab(): { s: LanternState; sim: Sim } {
  const s = setupLantern('lantern-classic', 1);
  s.tick = s.ruleset.buildTicks;
  s.act = 'hunt';
  s.doorSolid = false;
  for (let k = 0; k < 6; k++) s.cogs[k].state = COG_ACTIVE;
  place(s, 1, 560, 632, 192); // seekers face the south wall inside the pen
  place(s, 3, 617, 632, 192);
  place(s, 5, 674, 632, 192);
  place(s, 0, 30, 620); // hiders in the two bottom corners and the top-right
  place(s, 2, 1200, 620);
  place(s, 4, 1200, 40);
  const sim = makeSim(s, 6);
  return { s, sim };
}

/** Runs `n` ticks with fixed control bytes (24 bytes: per seat move_x, move_y, aim_turn, action). */
export function run(sim: Sim, n: number, bytes: number[] = []): void {
  const ctrl = new Int8Array(24);
  for (let t = 0; t < n; t++) {
    ctrl.fill(0);
    for (let i = 0; i < bytes.length; i++) ctrl[i] = bytes[i];
    stepTick(sim, ctrl, null);
  }
}

/** Control bytes with one seat's four bytes set. */
export function bytesFor(seat: number, mx: number, my: number, turn = 0, action = 0): number[] {
  const b = new Array(24).fill(0);
  b[seat * 4] = mx;
  b[seat * 4 + 1] = my;
  b[seat * 4 + 2] = turn;
  b[seat * 4 + 3] = action;
  return b;
}

/** Marks hider `seat` found where it stands (the original's found flag; the state code follows). */
export function setFound(s: LanternState, seat: number): void {
  s.cogs[seat].found = true;
  s.cogs[seat].state = COG_FOUND;
}
