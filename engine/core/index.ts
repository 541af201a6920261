// The shared engine core: seeded randomness, integer math, digests, safe player text and the Game contract.
export * from './pcg32.ts';
export * from './trig.ts';
export * from './intmath.ts';
export * from './digest.ts';
export * from './game.ts';
export * from './text.ts';
