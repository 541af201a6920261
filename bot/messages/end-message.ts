// The end of a match in the channel: the end card picture, the results in an embed, and the replay
// GIF, each picture with its alt text. `/replay` posts the same for any finished match.
import type { APIEmbed } from 'discord.js';
import type { GameId, GameResults } from '../../engine/core/game.ts';
import { displayRating, isProvisional } from '../../engine/match/rating.ts';
import type { RatingChange } from '../../engine/match/types.ts';
import { roundSeconds } from '../../renders/draw/round-seconds.ts';
import { gameTitle } from './game-text.ts';
import { ratingChangeText } from './rating-text.ts';
import type { OutgoingFile, OutgoingMessage } from './outgoing.ts';

/** Who sat where, as the archive and snapshots tell it. */
export interface SeatName {
  seat: number;
  alias: string;
  name: string | null;
  bot: boolean;
  playerId?: string | null;
}

/** The results embed plus the end card and replay files. */
export function endMessage(game: GameId, ruleset: string, matchId: string, results: GameResults, seats: SeatName[], endCard: OutgoingFile | null, replay: OutgoingFile | null, ratings: RatingChange[] = []): OutgoingMessage {
  const bySeat = new Map(seats.map((s) => [s.seat, s]));
  const byPlayer = new Map(ratings.map((c) => [c.playerId, c]));
  // Players as the pictures name them: the person's name, the seat after it.
  const who = (seat: number) => {
    const s = bySeat.get(seat);
    return s ? (s.bot || !s.name ? `${s.alias} (bot)` : `${s.name} (${s.alias})`) : `seat ${seat}`;
  };
  const rated = (seat: number) => {
    const c = bySeat.get(seat)?.playerId ? byPlayer.get(bySeat.get(seat)!.playerId!) : undefined;
    return c ? ` · rating ${ratingChangeText(c)}` : '';
  };
  const placements = [...results.placements].sort((a, b) => a.place - b.place || a.seat - b.seat);
  const embed: APIEmbed = {
    title: `${gameTitle(game)} · ${ruleset}: results`,
    description: `${roundSeconds(results.summary)}\nEnded: ${results.reason}.`,
    color: 0x4ecdc4,
    fields: [
      { name: 'Placings', value: placements.map((p) => `${p.place}. ${who(p.seat)}: ${formatScore(p.score)}${rated(p.seat)}`).join('\n').slice(0, 1024) || '—' },
      { name: 'Winners', value: results.winners.length ? results.winners.map(who).join(', ') : 'none (a draw, a loss or co-op)' },
    ],
    footer: { text: `match ${matchId}${replay ? '' : ' · replay GIF unavailable'}` },
  };
  if (endCard) embed.image = { url: `attachment://${endCard.name}` };
  const files = [endCard, replay].filter((f): f is OutgoingFile => f !== null);
  return { content: '', embeds: [embed], components: [], files };
}

/** The end card's line of rating changes: "Rating: ada +2.1 → 12.3, bo −1.0 → 0.0 (provisional)", or undefined when nobody was rated. */
export function ratingFootnote(seats: SeatName[], ratings: RatingChange[]): string | undefined {
  if (!ratings.length) return undefined;
  const nameOf = (id: string) => seats.find((s) => s.playerId === id)?.name ?? id;
  const parts = ratings.map((c) => {
    const after = displayRating(c.after);
    const delta = after - (c.before ? displayRating(c.before) : 0);
    return `${nameOf(c.playerId)} ${delta >= 0 ? '+' : '−'}${Math.abs(delta).toFixed(1)} → ${after.toFixed(1)}`;
  });
  return `Rating: ${parts.join(', ')}${ratings.some((c) => isProvisional(c.after)) ? ' (provisional)' : ''}`;
}

function formatScore(score: number): string {
  return Number.isInteger(score) ? String(score) : score.toFixed(3);
}
