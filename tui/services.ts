// The match runtime of one terminal-UI or SSH process as the UI sees it: the service, its port for
// the UI, and the resolver loop, so a terminal-only process needs no separate worker. Processes
// open the runtime from their config (runtime/match-runtime.ts openRuntime) and wrap it here.
import { openMatchRuntime, type MatchRuntime, type Runtime } from '../runtime/match-runtime.ts';
import type { MatchService } from '../engine/match/service.ts';
import { ServicePort } from './service-port.ts';
import type { MatchPort } from './match-port.ts';

/** How often the resolver loop of a terminal process looks for due turns (ms). */
export const RESOLVER_POLL_MS = 200;
/** Matches a terminal process resolves at once. */
export const RESOLVER_CONCURRENCY = 4;

/** The process-wide match service, its port for the UI, and its resolver loop. */
export interface MatchServices {
  port: MatchPort;
  service: MatchService;
  store: MatchRuntime['store'];
  /** `memory` (one process) or `redis`/`cluster` (shared). */
  kind: Runtime['kind'];
  close(): Promise<void>;
}

/** The UI's view of a runtime openRuntime opened. */
export function matchServicesOf(rt: MatchRuntime & { kind: Runtime['kind'] }): MatchServices {
  return { port: new ServicePort(rt.service, rt.resolver), service: rt.service, store: rt.store, kind: rt.kind, close: () => rt.close() };
}

/** A runtime on the given store (a shared one, in tests) or this process's memory, resolving due turns. */
export async function openMatchServices(opts: { store?: MatchRuntime['store'] } = {}): Promise<MatchServices> {
  const rt = openMatchRuntime({ store: opts.store, pollMs: RESOLVER_POLL_MS, concurrency: RESOLVER_CONCURRENCY });
  if (opts.store) await (rt.store as unknown as { ping(): Promise<string> }).ping();
  return matchServicesOf({ ...rt, kind: opts.store ? 'redis' : 'memory' });
}
