// What only the benchmarks ask of a RedisStore: the memory a match's keys use, and a commit split
// into its client-side encoding and its one round trip. Kept here so RedisStore serves only the store contract.
import type { MatchWrite } from '../engine/store/types.ts';
import { MATCH_KEY_PARTS, encodeWrite, matchKey, runWrite, type EncodedWrite, type MatchKeyPart, type RedisStore } from '../runtime/redis-store.ts';

/** Bytes Redis uses for a match's keys by part (MEMORY USAGE): document, state, orders, events, claim, archive, history, report marks. */
export async function matchMemoryParts(store: RedisStore, id: string): Promise<Record<MatchKeyPart, number>> {
  const out = { m: 0, s: 0, o: 0, e: 0, c: 0, a: 0, h: 0, r: 0 };
  for (const part of MATCH_KEY_PARTS) out[part] = Number((await store.client.memory('USAGE', matchKey(store.prefix, id, part), 'SAMPLES', 0)) ?? 0);
  return out;
}

/** Bytes Redis uses for all of a match's keys. */
export async function matchMemory(store: RedisStore, id: string): Promise<number> {
  return Object.values(await matchMemoryParts(store, id)).reduce((a, b) => a + b, 0);
}

/** The client-side half of `store.writeMatch`: its script arguments. */
export function encodeStoreWrite(store: RedisStore, id: string, expectedVersion: number, w: MatchWrite): EncodedWrite {
  return encodeWrite(store.prefix, id, expectedVersion, w);
}

/** The round-trip half of `store.writeMatch`: the new version, or null if the match moved on. */
export function sendStoreWrite(store: RedisStore, args: EncodedWrite): Promise<number | null> {
  return runWrite(store.client, args);
}
