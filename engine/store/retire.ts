// The one sequence that takes a finished (archived) or cancelled match out of the live store.
// Every caller (a host cancelling, a lobby closing, the resolver archiving or finishing a crashed
// retirement) goes through here, so the order of the steps is decided once.
import type { LiveStore, ScheduleStore } from './types.ts';

/**
 * Retires a match (its record expires after `keepMs`), drops it from the live list, and only then
 * takes it off the schedule: a crash anywhere in between leaves it scheduled, and the next
 * resolver to look finishes the job (each step is idempotent).
 */
export async function retireMatch(store: LiveStore & ScheduleStore, id: string, code: string, now: number, keepMs: number): Promise<void> {
  await store.retire(id, code, now, keepMs);
  await store.dropLive(id);
  await store.unschedule(id);
}
