// A connection to one agent, one JSON object per line each way, whatever carries it: a child process's
// stdin/stdout, a TCP socket or a WebSocket. The player (agent-player.ts) speaks the protocol over it.

/** A line-based connection to one agent. */
export interface AgentLink {
  /** What it is, for reports ("cmd python3 bot.py", "tcp 127.0.0.1:50312"). */
  readonly label: string;
  /** Sends one message as one line; does nothing once closed. */
  send(message: object): void;
  /** The next line the agent sent, waiting at most `ms`; null when none came in time or the link is closed. */
  nextLine(ms: number): Promise<string | null>;
  /** Whether the agent is gone (exited, disconnected), and why. */
  readonly closedReason: string | null;
  /** Closes the link (ends the process or the connection). */
  close(): Promise<void>;
}

/** Longest line taken from an agent (a line past it is cut off and read as malformed). */
export const MAX_AGENT_LINE = 64 * 1024;

/**
 * Lines arriving in chunks, queued for whoever waits on `next`. A transport feeds it (`push`) and tells
 * it when the other end is gone (`end`).
 */
export class LineQueue {
  private partial = '';
  private readonly lines: string[] = [];
  private waiter: ((line: string | null) => void) | null = null;
  private ended: string | null = null;

  /** Adds received text; complete lines become available. */
  push(chunk: string): void {
    this.partial += chunk;
    let nl = this.partial.indexOf('\n');
    while (nl >= 0) {
      this.deliver(this.partial.slice(0, nl).replace(/\r$/, ''));
      this.partial = this.partial.slice(nl + 1);
      nl = this.partial.indexOf('\n');
    }
    if (this.partial.length > MAX_AGENT_LINE) {
      this.deliver(this.partial.slice(0, MAX_AGENT_LINE));
      this.partial = '';
    }
  }

  /** Adds one whole line (a WebSocket message). */
  pushLine(line: string): void {
    this.deliver(line.length > MAX_AGENT_LINE ? line.slice(0, MAX_AGENT_LINE) : line);
  }

  private deliver(line: string): void {
    if (line.trim() === '') return;
    if (this.waiter) {
      const w = this.waiter;
      this.waiter = null;
      w(line);
    } else this.lines.push(line);
  }

  /** The other end is gone: waiting stops (lines already queued are still read). */
  end(reason: string): void {
    if (this.ended) return;
    this.ended = reason;
    const w = this.waiter;
    this.waiter = null;
    w?.(null);
  }

  /** Why the other end is gone, or null. */
  get endedReason(): string | null {
    return this.ended;
  }

  /** The next line within `ms`, or null. */
  next(ms: number): Promise<string | null> {
    const queued = this.lines.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    if (this.ended) return Promise.resolve(null);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        if (this.waiter === done) this.waiter = null;
        resolve(null);
      }, Math.max(0, ms));
      const done = (line: string | null): void => {
        clearTimeout(timer);
        resolve(line);
      };
      this.waiter = done;
    });
  }
}
