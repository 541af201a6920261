// Keeps each match's channel message up to date. Edits of one match are serialised and coalesced
// (requests that arrive while an edit runs or waits for its slot become one edit built from the
// newest state) and paced by a token bucket like Discord's (a burst of 5, then one per
// `minIntervalMs`). Posts from the event stream (turns) go first: an edit that only refreshes
// marks (who has ordered) waits while the bucket is nearly empty, and rides along with the next
// turn post (one that a post overtakes while it is being drawn is not sent at all). An edit
// goes through a fresh interaction token when this process holds one, else (after the token's
// 15 minutes, on another process, after a restart) through the channel message endpoint.
import { createHash } from 'node:crypto';
import { DiscordAPIError, Routes, type REST } from 'discord.js';
import { compareStreamIds } from '../engine/match/types.ts';
import type { MatchHome } from './match-home.ts';
import { restRequest, type OutgoingMessage } from './messages/outgoing.ts';
import type { PostMark, RefreshOf } from './messages/match-message.ts';

/** Interaction tokens last 15 minutes; stop using one a little before. */
export const TOKEN_LIFETIME_MS = 15 * 60_000;
const TOKEN_MARGIN_MS = 30_000;
/** Error codes meaning the token can no longer edit: unknown webhook, invalid token, unknown message. */
const TOKEN_GONE = new Set([10015, 50027, 10008]);
/** Edits a match message may burst, and how many of them only stream posts may spend. */
const BURST = 5;
const RESERVED_FOR_POSTS = 2;
/** How often a waiting low-priority edit looks at the bucket again (ms). */
const RECHECK_MS = 50;
/** Lines of what happened that a turn post shows at most (the newest). */
const HAPPENED_LINES = 6;

export interface EditorDeps {
  rest: REST;
  appId: string;
  now: () => number;
  minIntervalMs: number;
  home: (matchId: string) => Promise<MatchHome | null>;
  /** Builds the message from the match's current state and the mark to show; null: nothing to send (a refresh the match has moved past). */
  build: (matchId: string, mark: PostMark) => Promise<OutgoingMessage | null>;
  onError: (matchId: string, err: unknown) => void;
}

/** The picture a match message shows: its attachment and the digest of its bytes. */
interface Shown {
  id: string;
  filename: string;
  digest: string;
}

function digest(data: Buffer): string {
  return createHash('sha1').update(data).digest('hex');
}

interface Waiter {
  resolve: () => void;
  reject: (err: unknown) => void;
}

interface Queue {
  pending: { turns: Set<number>; through: string | null; happened: string[]; post: boolean; refreshOf?: RefreshOf; waiters: Waiter[] } | null;
  running: boolean;
  /** Edits left in the bucket at `budgetAt`. */
  budget: number;
  budgetAt: number;
  through: string | null;
  /** What the last posted turns brought (public event lines), shown until newer turns are posted. */
  happened: string[];
}

/** Sends (coalesced) edits of match messages. */
export class MatchMessageEditor {
  private readonly queues = new Map<string, Queue>();
  private readonly tokens = new Map<string, { token: string; at: number }>();
  /** Counts of edits by path, for tests and metrics; `uploads` sent a picture, `skipped` were identical to the last. */
  readonly sent = { token: 0, channel: 0, uploads: 0, skipped: 0 };
  private readonly lastSent = new Map<string, { text: string; picture: Shown | null }>();

  constructor(private readonly deps: EditorDeps) {}

  /** Remembers an interaction token (received at `at`) whose `@original` is the match message. */
  useToken(matchId: string, token: string, at = this.deps.now()): void {
    this.tokens.set(matchId, { token, at });
  }

  /** The watermark this process last posted (or read back) for a match. */
  through(matchId: string): string | null {
    return this.queues.get(matchId)?.through ?? null;
  }

  /** Sets the watermark read back from the message (first sight after a start). */
  setThrough(matchId: string, through: string | null): void {
    this.queue(matchId).through = through;
  }

  /**
   * Requests an edit posting `turns` (with the lines of what `happened` in them) and moving the
   * watermark to `through`; resolves once an edit that includes them was sent.
   */
  request(matchId: string, mark: { turns?: number[]; through?: string | null; happened?: string[]; refreshOf?: RefreshOf } = {}): Promise<void> {
    const q = this.queue(matchId);
    return new Promise<void>((resolve, reject) => {
      q.pending ??= { turns: new Set(), through: null, happened: [], post: false, waiters: [] };
      // Refreshes that coalesce refresh the newest state asked for; one without a state refreshes whatever is there.
      q.pending.refreshOf = mark.refreshOf;
      for (const t of mark.turns ?? []) q.pending.turns.add(t);
      if (mark.happened?.length) q.pending.happened.push(...mark.happened);
      if (mark.through) q.pending.through = laterEntry(q.pending.through, mark.through);
      if (mark.through || mark.turns?.length) q.pending.post = true;
      q.pending.waiters.push({ resolve, reject });
      if (!q.running) void this.drain(matchId, q);
    });
  }

  /** Drops what this process keeps about a match. */
  forget(matchId: string): void {
    this.queues.delete(matchId);
    this.tokens.delete(matchId);
    this.lastSent.delete(matchId);
  }

  private queue(matchId: string): Queue {
    let q = this.queues.get(matchId);
    if (!q) {
      q = { pending: null, running: false, budget: BURST, budgetAt: this.deps.now(), through: null, happened: [] };
      this.queues.set(matchId, q);
    }
    return q;
  }

  private async drain(matchId: string, q: Queue): Promise<void> {
    q.running = true;
    try {
      while (q.pending) {
        const need = q.pending.post ? 1 : 1 + RESERVED_FOR_POSTS;
        const have = this.budgetOf(q);
        if (have < need) {
          const refill = Math.ceil((need - have) * this.deps.minIntervalMs);
          await new Promise((r) => setTimeout(r, q.pending!.post ? refill : Math.min(refill, RECHECK_MS)));
          continue;
        }
        q.budget = have - 1;
        q.budgetAt = this.deps.now();
        const batch = q.pending;
        q.pending = null;
        try {
          const through = laterEntry(q.through, batch.through);
          const happened = batch.turns.size ? batch.happened.slice(-HAPPENED_LINES) : q.happened;
          const msg = await this.deps.build(matchId, { turns: [...batch.turns].sort((a, b) => a - b), through, happened, ...(batch.post || !batch.refreshOf ? {} : { refreshOf: batch.refreshOf }) });
          // Read again (widened from the `null` set above): the build awaited, and requests may have come meanwhile.
          const next = q.pending as Queue['pending'];
          if (msg === null) {
            // A refresh of a state the match has left: the stream's post of the new state is on its way.
            q.budget += 1;
            for (const w of batch.waiters) w.resolve();
            continue;
          }
          if (!batch.post && next?.post) {
            // A refresh of marks overtaken, while it was drawn, by a post from the stream: its state may be the
            // posted turn's already (a Join's refresh drawn after Start showed turn 1 before the stream's post of
            // turn 1 did, so turn 1 went up twice). The post shows the newest state; it goes alone, for both.
            next.waiters.push(...batch.waiters);
            q.budget += 1;
            continue;
          }
          await this.send(matchId, msg);
          q.through = through;
          q.happened = happened;
          for (const w of batch.waiters) w.resolve();
        } catch (err) {
          this.deps.onError(matchId, err);
          for (const w of batch.waiters) w.reject(err);
        }
      }
    } finally {
      q.running = false;
    }
  }

  /** Edits available now (the bucket refills one per `minIntervalMs`, up to BURST). */
  private budgetOf(q: Queue): number {
    if (this.deps.minIntervalMs <= 0) return BURST;
    return Math.min(BURST, q.budget + (this.deps.now() - q.budgetAt) / this.deps.minIntervalMs);
  }

  /**
   * Sends an edit. A picture identical to the one the message already shows is not uploaded again
   * (the edit keeps the attachment by id), and an edit identical to the last one is not sent at all.
   */
  private async send(matchId: string, msg: OutgoingMessage): Promise<void> {
    const { body, files } = this.reusingPicture(matchId, msg);
    // What the player sees: the words, buttons and the pictures' bytes (not their file names).
    const text = JSON.stringify([msg.content, msg.embeds.map((e) => ({ ...e, image: undefined })), msg.components, msg.files.map((f) => digest(f.data))]);
    const last = this.lastSent.get(matchId);
    if (last && last.text === text) {
      this.sent.skipped += 1;
      return;
    }
    const tok = this.tokens.get(matchId);
    let res: unknown = null;
    if (tok && this.deps.now() - tok.at < TOKEN_LIFETIME_MS - TOKEN_MARGIN_MS) {
      try {
        res = await this.deps.rest.patch(Routes.webhookMessage(this.deps.appId, tok.token, '@original'), { body, files, auth: false });
        this.sent.token += 1;
      } catch (err) {
        if (!(err instanceof DiscordAPIError) || !(TOKEN_GONE.has(Number(err.code)) || err.status === 401)) throw err;
      }
    }
    if (res === null) {
      this.tokens.delete(matchId);
      const home = await this.deps.home(matchId);
      if (!home) throw new Error(`match ${matchId} has no Discord message`);
      res = await this.deps.rest.patch(Routes.channelMessage(home.channelId, home.messageId), { body, files });
      this.sent.channel += 1;
    }
    if (files.length) this.sent.uploads += 1;
    this.lastSent.set(matchId, { text, picture: this.uploadedPicture(msg, res) ?? (files.length ? null : last?.picture ?? null) });
  }

  /** The request for a message, keeping the attachment already shown when the picture's bytes are the same. */
  private reusingPicture(matchId: string, msg: OutgoingMessage): ReturnType<typeof restRequest> {
    const shown = this.lastSent.get(matchId)?.picture;
    const file = msg.files.length === 1 ? msg.files[0] : null;
    if (!shown || !file || digest(file.data) !== shown.digest) return restRequest(msg);
    const embeds = msg.embeds.map((e) => (e.image?.url === `attachment://${file.name}` ? { ...e, image: { url: `attachment://${shown.filename}` } } : e));
    const { body } = restRequest({ ...msg, embeds, files: [] });
    return { body: { ...body, attachments: [{ id: shown.id }] }, files: [] };
  }

  /** The attachment a sent edit uploaded (id and name from Discord's answer), with its picture's digest. */
  private uploadedPicture(msg: OutgoingMessage, res: unknown): Shown | null {
    const file = msg.files.length === 1 ? msg.files[0] : null;
    const att = (res as { attachments?: { id: string; filename: string }[] } | null)?.attachments?.[0];
    if (!file || !att) return null;
    return { id: att.id, filename: att.filename, digest: digest(file.data) };
  }
}

/** The later of two entry ids (either may be null). */
export function laterEntry(a: string | null, b: string | null): string | null {
  if (!a) return b;
  if (!b) return a;
  return compareStreamIds(a, b) >= 0 ? a : b;
}
