// Reports a player failure (a no-show) once, as a JSON POST to COGAME_PLAYER_FAILURE_URI
// (http/https) or a JSON line appended to a file:// path. Used by the headless runner and the
// match service. Reporting never throws: a failed report is returned as an error line.
import { appendFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** The body of one failure report. */
export interface FailureReport {
  game: string;
  match: string;
  seat: number;
  alias: string;
  reason: 'no_show' | string;
  turn?: number;
  at: string;
}

/** Outcome of one report. */
export type ReportOutcome = { ok: true; sent: boolean } | { ok: false; error: string };

/** Sends one report to `uri` (default: the COGAME_PLAYER_FAILURE_URI environment variable); no URI means nothing to do. */
export async function sendFailureReport(report: FailureReport, uri = process.env.COGAME_PLAYER_FAILURE_URI, timeoutMs = 5000): Promise<ReportOutcome> {
  if (!uri) return { ok: true, sent: false };
  const body = JSON.stringify(report);
  try {
    const u = new URL(uri);
    if (u.protocol === 'file:') {
      await appendFile(fileURLToPath(u), body + '\n', 'utf8');
      return { ok: true, sent: true };
    }
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return { ok: false, error: `COGAME_PLAYER_FAILURE_URI must be http, https or file, got ${u.protocol}` };
    const res = await fetch(u, { method: 'POST', headers: { 'content-type': 'application/json' }, body, signal: AbortSignal.timeout(timeoutMs) });
    await res.arrayBuffer().catch(() => undefined);
    if (!res.ok) return { ok: false, error: `failure report got HTTP ${res.status}` };
    return { ok: true, sent: true };
  } catch (err) {
    return { ok: false, error: `failure report not delivered: ${(err as Error).message}` };
  }
}

/** Remembers what was reported so each (match, seat, reason) goes out exactly once per process. */
export class FailureReporter {
  private readonly done = new Set<string>();

  constructor(private readonly uri: string | undefined = process.env.COGAME_PLAYER_FAILURE_URI) {}

  /** A destination is configured (without one, nothing is ever sent or marked). */
  get enabled(): boolean {
    return Boolean(this.uri);
  }

  /** Reports once; later calls for the same match, seat and reason do nothing. */
  async report(r: Omit<FailureReport, 'at'> & { at?: string }): Promise<ReportOutcome> {
    const key = `${r.game}\u0000${r.match}\u0000${r.seat}\u0000${r.reason}`;
    if (this.done.has(key)) return { ok: true, sent: false };
    this.done.add(key);
    const outcome = await sendFailureReport({ ...r, at: r.at ?? new Date().toISOString() }, this.uri);
    // An undelivered report may be tried again (the end-of-match sweep does).
    if (!outcome.ok) this.done.delete(key);
    return outcome;
  }
}
