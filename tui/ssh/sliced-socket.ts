// The socket as ssh2 sees it: what the client sends is handed on in slices of READ_SLICE bytes, one
// slice per turn of the event loop. ssh2 parses every packet of a chunk at once, and one 64 KB read
// can hold a thousand small packets (a window-change storm): ~150 ms of parsing in a single turn.
// In slices, other sessions and /healthz get a turn after each few kilobytes. The raw socket is
// paused while more than HIGH_WATER bytes wait, so a flood waits in the client, not in memory.
import { Duplex } from 'node:stream';
import type { Socket } from 'node:net';

/** Bytes handed to ssh2 per turn of the event loop. */
export const READ_SLICE = 8 * 1024;
/** Queued bytes above which the raw socket is not read. */
const HIGH_WATER = 256 * 1024;

/** A Duplex over a TCP socket that delivers reads in slices; writes go straight through. */
export class SlicedSocket extends Duplex {
  readonly remoteAddress: string | undefined;
  readonly remotePort: number | undefined;
  readonly remoteFamily: string | undefined;
  private readonly queue: Buffer[] = [];
  private queued = 0;
  private ended = false;
  private scheduled = false;

  constructor(private readonly sock: Socket) {
    super({ allowHalfOpen: false });
    this.remoteAddress = sock.remoteAddress;
    this.remotePort = sock.remotePort;
    this.remoteFamily = sock.remoteFamily;
    sock.on('data', (d: Buffer) => {
      this.queue.push(d);
      this.queued += d.length;
      if (this.queued > HIGH_WATER) sock.pause();
      this.schedule();
    });
    sock.once('end', () => { this.ended = true; this.schedule(); });
    sock.on('error', (err) => this.destroy(err));
    sock.once('close', () => { if (!this.destroyed) this.destroy(); });
  }

  /** As net.Socket's (ssh2 calls it). */
  setNoDelay(noDelay?: boolean): this {
    this.sock.setNoDelay(noDelay);
    return this;
  }

  override _read(): void {
    this.schedule();
  }

  override _write(chunk: Buffer, _enc: BufferEncoding, cb: (err?: Error | null) => void): void {
    this.sock.write(chunk, cb);
  }

  override _final(cb: (err?: Error | null) => void): void {
    this.sock.end();
    cb();
  }

  override _destroy(err: Error | null, cb: (err?: Error | null) => void): void {
    this.sock.destroy();
    cb(err);
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.deliver());
  }

  /** Hands one slice on; schedules the next while ssh2 keeps reading. */
  private deliver(): void {
    this.scheduled = false;
    if (this.destroyed) return;
    const head = this.queue[0];
    if (!head) {
      if (this.ended) this.push(null);
      return;
    }
    const slice = head.length > READ_SLICE ? head.subarray(0, READ_SLICE) : head;
    if (slice === head) this.queue.shift(); else this.queue[0] = head.subarray(READ_SLICE);
    this.queued -= slice.length;
    if (this.queued <= HIGH_WATER / 2 && this.sock.isPaused()) this.sock.resume();
    // push() false: ssh2's side is full (or paused); _read asks again when it wants more.
    if (this.push(slice) && (this.queue.length > 0 || this.ended)) this.schedule();
  }
}
