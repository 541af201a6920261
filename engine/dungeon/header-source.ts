// Block headers for block deadlines: a simulated chain (pure: seeded, at the chain's mean block time).
import { pcgNext, pcgSeed, type Pcg32State } from '../core/pcg32.ts';
import { NETWORK_TUNING } from './difficulty.ts';
import { seedInt, sha256Hex } from './rng.ts';

/** One block header as the match code needs it. */
export interface BlockHeader {
  height: number;
  hash: string;
  /** Milliseconds since the source's epoch (simulated chains), when known. */
  timeMs?: number;
}

/** A deterministic simulated chain: block h arrives after h intervals drawn uniformly in [mean/2, 3·mean/2]. */
export class SimulatedChain {
  readonly blockTimeMs: number;
  private readonly times: number[] = [0];
  private readonly rng: Pcg32State;

  constructor(readonly chain: string, readonly seed: string, blockTimeMs?: number) {
    const known = NETWORK_TUNING[chain.toUpperCase()];
    if (!known && blockTimeMs === undefined) throw new Error(`unknown chain "${chain}": chains are ${Object.keys(NETWORK_TUNING).join(', ')}`);
    this.blockTimeMs = blockTimeMs ?? known.blockTimeMs;
    this.rng = pcgSeed(seedInt(sha256Hex(`sim-chain|${chain}|${seed}`)), 0x5c);
  }

  /** The time (ms since genesis) block `h` is mined. */
  timeOf(h: number): number {
    while (this.times.length <= h) {
      const half = Math.floor(this.blockTimeMs / 2);
      const interval = half + Math.floor((pcgNext(this.rng) / 0x100000000) * (this.blockTimeMs + 1));
      this.times.push(this.times[this.times.length - 1] + interval);
    }
    return this.times[h];
  }

  /** The tip height at time `ms` (0 at genesis). */
  heightAt(ms: number): number {
    let h = 0;
    while (this.timeOf(h + 1) <= ms) h++;
    return h;
  }

  /** The header at height h. */
  header(h: number): BlockHeader {
    return { height: h, hash: sha256Hex(`sim-chain|${this.chain}|${this.seed}|${h}`), timeMs: this.timeOf(h) };
  }
}
