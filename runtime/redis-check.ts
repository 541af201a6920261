// A one-shot command (match, play) that is pointed at a Redis that does not answer stops at once
// with one line naming the variable, instead of waiting forever while ioredis reconnects.
import { UserError } from '../engine/core/errors.ts';

/** What redisAnswers needs of a store: its PING and its client (to listen for errors and to let go). */
interface PingableStore {
  ping(): Promise<unknown>;
  client: { on(event: 'error', fn: (err: Error) => void): unknown; off(event: 'error', fn: (err: Error) => void): unknown; disconnect(): void };
}

/** Resolves when the store's Redis answers a PING within `ms`; else disconnects it and throws a one-line UserError naming `variable`. */
export async function redisAnswers(store: PingableStore, variable: 'REDIS_URL' | 'REDIS_CLUSTER_NODES', ms = 3000): Promise<void> {
  // The first connection error decides: ioredis would retry for good, and a one-shot command has nothing to wait for.
  let onError: (err: Error) => void = () => undefined;
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      store.ping(),
      new Promise((_, reject) => {
        onError = reject;
        store.client.on('error', onError);
        timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
      }),
    ]);
  } catch (err) {
    store.client.disconnect();
    const why = (err as Error).message.replace(/^connect /, '');
    throw new UserError(`Redis does not answer (${why}); check that it runs and that ${variable} points at it, or unset ${variable} to keep matches in this process`, 1);
  } finally {
    clearTimeout(timer);
    store.client.off('error', onError);
  }
}
