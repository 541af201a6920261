// MatchPort over the match service: the terminal UI's requests in the service's terms.
import { randomUUID } from 'node:crypto';
import type { GameEvent, GameId } from '../engine/core/game.ts';
import type { MatchService } from '../engine/match/service.ts';
import { SPECTATOR, asPlayer } from '../engine/match/types.ts';
import type { TurnResolver } from '../engine/match/turn-resolver.ts';
import type { ArchivedMatch, MatchPort, MatchSnapshot, NewMatch } from './match-port.ts';

type Who = { id: string; name: string };

/** A match's internal id (engine/match/service.ts makes them `m_…`) wherever it shows in a message. */
const MATCH_ID = /\bm_[A-Za-z0-9]+\b/;

/** The UI's port onto one MatchService (and the process's resolver, for `tick`). */
export class ServicePort implements MatchPort {
  private readonly token = `tui-${process.pid}-${randomUUID()}`;

  constructor(private readonly service: MatchService, private readonly resolver: TurnResolver) {}

  /**
   * Runs a service call whose refusal may name a match: players know a match by its join code, so
   * the internal id in the message becomes the code (or "this match" once the code is gone).
   */
  private async byCode<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      if (err instanceof Error && MATCH_ID.test(err.message)) err.message = await this.withCodes(err.message);
      throw err;
    }
  }

  private async withCodes(text: string): Promise<string> {
    let out = text;
    for (const id of new Set(text.match(new RegExp(MATCH_ID.source, 'g')) ?? [])) {
      const code = await this.service.snapshot(id).then((s) => s.code, () => '');
      out = out.replace(new RegExp(`\\bmatch ${id}\\b`, 'g'), code ? `match ${code}` : 'this match').replace(new RegExp(`\\b${id}\\b`, 'g'), code || 'this match');
    }
    return out;
  }

  async identify(surface: string, name: string): Promise<Who> {
    const p = await this.service.ensurePlayer(surface, name);
    return { id: p.id, name: name || p.name };
  }

  /**
   * Opens a match with bots in exactly the seats asked for. The service fills the last empty seats
   * with bots; seat swaps then carry bots to the asked seats (a swap leaves a bot where the host was).
   */
  async create(player: Who, req: NewMatch): Promise<MatchSnapshot> {
    const game = this.service.game(req.game);
    const seats = game.seats(req.ruleset, req.players);
    const want = new Set(req.botSeats.filter((s) => s !== req.seat && s >= 0 && s < seats.length));
    const n = want.size;
    const last = new Set(seats.slice(seats.length - n).map((s) => s.index));
    const toFill = [...want].filter((s) => !last.has(s));
    const toEmpty = [...last].filter((s) => !want.has(s));
    const options = { ...(req.options ?? {}), ...(req.players !== undefined ? { players: req.players } : {}) };
    const first = toFill.length ? toFill[0] : req.seat;
    const { matchId } = await this.service.createMatch({ game: req.game, ruleset: req.ruleset, host: player, options, bots: n, hostSeat: first, ...(req.seed !== undefined ? { seed: req.seed } : {}) });
    for (let i = 0; i < toFill.length; i++) {
      await this.service.swapSeat(matchId, player.id, toEmpty[i]);
      if (i + 1 < toFill.length) await this.service.swapSeat(matchId, player.id, toFill[i + 1]);
    }
    const snap = await this.service.snapshot(matchId);
    const mine = snap.seats.find((s) => s.owner === player.id);
    if (mine && mine.index !== req.seat) await this.service.swapSeat(matchId, player.id, req.seat);
    return this.service.snapshot(matchId);
  }

  join(player: Who, code: string, seat?: number): Promise<MatchSnapshot> {
    return this.byCode(() => this.service.join(code.trim(), player, seat));
  }

  async lookup(code: string): Promise<string> {
    return (await this.byCode(() => this.service.snapshot(code.trim()))).matchId;
  }

  start(player: Who, matchId: string): Promise<MatchSnapshot> {
    return this.byCode(() => this.service.start(matchId, player.id));
  }

  fillBots(player: Who, matchId: string): Promise<MatchSnapshot> {
    return this.byCode(() => this.service.fillBots(matchId, player.id, 'all'));
  }

  async cancel(player: Who, matchId: string): Promise<void> {
    await this.byCode(() => this.service.cancel(matchId, player.id));
  }

  async leave(player: Who, matchId: string): Promise<void> {
    await this.byCode(() => this.service.leave(matchId, player.id));
  }

  snapshot(matchId: string): Promise<MatchSnapshot> {
    return this.byCode(() => this.service.snapshot(matchId));
  }

  view(player: Who, matchId: string, seat: number | null): Promise<unknown> {
    return this.byCode(() => this.service.view(matchId, seat === null ? SPECTATOR : asPlayer(player.id, seat)));
  }

  events(player: Who, matchId: string, afterId: string | null): Promise<{ id: string; event: GameEvent }[]> {
    // Filtered for this player: raw events carry positions and orders a seat may not know.
    return this.byCode(() => this.service.eventsFor(matchId, asPlayer(player.id), afterId ?? undefined));
  }

  async order(player: Who, matchId: string, input: unknown, turn: number): Promise<string> {
    const receipt = await this.byCode(() => this.service.submitOrder(matchId, player.id, input, { turn }));
    if (receipt.complete) void this.tick();
    return receipt.description;
  }

  suggestion(player: Who, matchId: string, seat: number): Promise<unknown> {
    return this.byCode(() => this.service.suggestOrder(matchId, asPlayer(player.id, seat)));
  }

  orderHelp(player: Who, matchId: string, seat: number): Promise<string> {
    return this.byCode(() => this.service.orderHelp(matchId, asPlayer(player.id, seat)));
  }

  async archived(limit: number): Promise<ArchivedMatch[]> {
    const out: ArchivedMatch[] = [];
    for (const id of Object.keys(this.service.games) as GameId[]) {
      const game = this.service.games[id];
      for (const r of game?.rulesets() ?? []) {
        for (const e of await this.service.archiveFor({ ruleset: r.id }, limit)) {
          out.push({ matchId: e.matchId, game: e.game, ruleset: e.ruleset, finishedAt: e.finishedAt, summary: e.results.summary });
        }
      }
    }
    return out.sort((a, b) => b.finishedAt - a.finishedAt).slice(0, limit);
  }

  finished(matchId: string) {
    return this.byCode(() => this.finishedEntry(matchId));
  }

  private async finishedEntry(matchId: string) {
    const entry = await this.service.archived(matchId);
    if (!entry) throw new Error(`match ${matchId} is not in the archive yet: only finished matches have replays`);
    let finalView: unknown = null;
    try {
      finalView = await this.service.view(matchId, SPECTATOR);
    } catch {
      finalView = null; // the live record may have expired; the end card then shows results only
    }
    return { game: entry.game, ruleset: entry.ruleset, results: entry.results, finalView, replay: entry.replay };
  }

  setupDefaults(game: GameId): Record<string, unknown> {
    return { ...this.service.setupDefaults[game] };
  }

  private ticking = false;

  async tick(): Promise<void> {
    if (this.ticking) return;
    this.ticking = true;
    try {
      for (const id of await this.resolver.due(20)) await this.resolver.resolveMatch(id, this.token);
    } finally {
      this.ticking = false;
    }
  }
}
