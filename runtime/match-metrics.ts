// Metrics of the match runtime, measured from outside the pure engine: turns resolved and their
// latency (from the claim, or from the previous turn of a bot-only chain, to the commit), orders
// refused by reason, and live matches per game. It listens on the runtime's hooks; nothing is
// wrapped or replaced. An entry point wires it in a few lines:
//   const meter = new TurnMeter(proc.metrics, proc.log);
//   const hooks = new MatchHooks();
//   meter.watch(hooks);
//   const rt = openMatchRuntime({ store, hooks });
import type { GameEvent } from '../engine/core/game.ts';
import type { MatchHooks, OrderOutcome } from '../engine/match/hooks.ts';
import type { MatchDoc, LiveStore } from '../engine/store/types.ts';
import type { Logger } from './logger.ts';
import { liveMatchesFrom, type Metrics } from './metrics.ts';
import { matchLogger } from './logger.ts';

/** Most live matches looked up per scrape to count them by game. */
const LIVE_SCAN_LIMIT = 5000;
/** Most matches the meter remembers (claim times, games); the oldest are forgotten first. */
const REMEMBERED = 10_000;

function remember<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > REMEMBERED) map.delete(map.keys().next().value as string);
}

/** Counts and times resolved turns and refused orders into a Metrics registry. */
export class TurnMeter {
  /** When the turn now being resolved in each claimed match started (performance.now() ms). */
  private readonly since = new Map<string, number>();
  private readonly gameOf = new Map<string, string>();
  /** Where a match's game is looked up for refusals a front end makes itself (the watched runtime's store). */
  private store?: Pick<LiveStore, 'getMatch'>;

  constructor(
    private readonly metrics: Metrics,
    private readonly log?: Logger,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Listens on a runtime's hooks: claims start a turn's clock, commits count and time it, refused orders are counted by reason. */
  watch(hooks: MatchHooks): void {
    hooks.on('onClaim', (id) => remember(this.since, id, this.now()));
    hooks.on('onCommitted', this.onCommitted);
    hooks.on('onOrder', (o) => this.onOrder(o));
  }

  /** The onCommitted hook: counts the turn by game and observes its latency. */
  readonly onCommitted = (doc: MatchDoc, events: GameEvent[]): void => {
    const t = this.now();
    const start = this.since.get(doc.id);
    this.metrics.turnsResolved.inc({ game: doc.game });
    if (start !== undefined) this.metrics.resolutionSeconds.observe({ game: doc.game }, Math.max(0, t - start) / 1000);
    // The next turn of a bot-only chain is timed from this commit; a finished match is forgotten.
    if (doc.status === 'running') {
      remember(this.since, doc.id, t);
      remember(this.gameOf, doc.id, doc.game);
    } else {
      this.since.delete(doc.id);
      this.gameOf.delete(doc.id);
    }
    if (this.log?.isLevelEnabled('debug')) {
      const turn = events.find((e) => e.type === 'turnResolved')?.turn;
      matchLogger(this.log, { matchId: doc.id, turn, game: doc.game }).debug({ status: doc.status, ms: start === undefined ? undefined : Math.round(t - start) }, 'turn committed');
    }
  };

  /** The onOrder hook: counts every order the service refuses, by game and by the refusal's code (`late`, `bad-order`, ...). */
  private onOrder(o: OrderOutcome): void {
    if (o.ok) return;
    if (o.game) remember(this.gameOf, o.matchId, o.game);
    this.metrics.ordersRejected.inc({ game: o.game ?? 'unknown', reason: o.code });
  }

  /** Where refusals a front end makes itself (countRefused) look up their match's game. */
  gamesFrom(store: Pick<LiveStore, 'getMatch'>): void {
    this.store = store;
  }

  /** Counts one refused order of a match (null: the match is unknown) under `reason`; its game is looked up in the store given to gamesFrom. */
  async countRefused(matchId: string | null, reason: string): Promise<void> {
    let game = matchId ? this.gameOf.get(matchId) : 'unknown';
    if (!game && matchId) {
      game = (await this.store?.getMatch(matchId).catch(() => null))?.game ?? 'unknown';
      remember(this.gameOf, matchId, game);
    }
    this.metrics.ordersRejected.inc({ game: game ?? 'unknown', reason });
  }

  /** Makes the live-matches gauge count the store's live matches by game at each scrape. */
  countLiveMatches(store: Pick<LiveStore, 'liveMatches' | 'getMatch'>): void {
    liveMatchesFrom(this.metrics, async () => {
      const ids = await store.liveMatches(LIVE_SCAN_LIMIT);
      const docs = await Promise.all(ids.map((id) => store.getMatch(id)));
      const byGame: Record<string, number> = { lantern: 0, lamplighter: 0, dungeon: 0 };
      for (const d of docs) if (d && d.status !== 'finished' && d.status !== 'cancelled') byGame[d.game] = (byGame[d.game] ?? 0) + 1;
      return byGame;
    });
  }
}
