// A player's private view of their seat: their own picture (only what the seat knows) and the
// order controls for this turn. Shown by the "My view" button and by /view.
import type { APIActionRowComponent, APIComponentInMessageActionRow } from 'discord.js';
import type { MatchSnapshot, SeatSnapshot } from '../engine/match/types.ts';
import type { BotContext } from './context.ts';
import { controlsFor, type Draft } from './controls/index.ts';
import { statusLine } from './messages/game-text.ts';
import type { OutgoingMessage } from './messages/outgoing.ts';
import { seatPicture } from './pictures.ts';
import { Refusal } from './replies.ts';

/** The running match a player means: the one named, else the one they sit in here (this channel's first). */
export async function playerMatch(ctx: BotContext, playerId: string, channelId: string | null, named?: string | null): Promise<MatchSnapshot> {
  if (named) return ctx.service.snapshot(named.trim());
  const seated = (await ctx.service.listMatches(1000)).filter((s) => s.seats.some((x) => x.owner === playerId && !x.left));
  const mine = seated.filter((s) => s.status === 'running');
  if (mine.length === 0 && seated.length) throw new Refusal(`your match ${seated[0].matchId} has not started; the host starts it from the lobby message`, 'not-running');
  if (mine.length === 0) throw new Refusal('you hold no seat in a running match; join one from a lobby message, or name it with match:<id>', 'not-seated');
  for (const snap of mine) {
    const home = await ctx.homes.get(snap.matchId);
    if (home && home.channelId === channelId) return ctx.service.snapshot(snap.matchId);
  }
  return ctx.service.snapshot(mine[0].matchId);
}

/** The player's seat in a running match, or a refusal naming the seats there are. */
export function seatOf(snap: MatchSnapshot, playerId: string): SeatSnapshot {
  if (snap.status !== 'running') {
    throw new Refusal(snap.status === 'lobby' ? `match ${snap.matchId} has not started; the host starts it from the lobby message` : `match ${snap.matchId} is ${snap.status}; /replay match:${snap.matchId} shows how it went`, 'not-running');
  }
  const seat = snap.seats.find((s) => s.owner === playerId && !s.left);
  if (!seat) throw new Refusal(`you hold no seat in match ${snap.matchId}; only its players have a view and orders (seats: ${snap.seats.map((s) => s.alias).join(', ')})`, 'not-seated');
  return seat;
}

/** The private seat message: picture, status, and controls when an order is awaited. */
export async function seatViewMessage(ctx: BotContext, snap: MatchSnapshot, seat: SeatSnapshot, draft?: Draft): Promise<OutgoingMessage> {
  const view = await ctx.service.view(snap.matchId, { kind: 'seat', seat: seat.index });
  const { controls } = controlsFor(snap.game);
  const cctx = { matchId: snap.matchId, seat: seat.index, turn: snap.turn, view };
  const picture = seatPicture(ctx, snap.game, view, `${snap.matchId}-${seat.alias}-turn-${snap.turn + 1}`);
  const lines = [`**${seat.alias}** · turn ${snap.turn + 1} · ${statusLine(snap.game, view)}`];
  let components: APIActionRowComponent<APIComponentInMessageActionRow>[] = [];
  if (seat.awaited) {
    const d = draft ?? controls.initialDraft(cctx);
    if (snap.deadline !== null) lines.push(`Orders close <t:${Math.ceil(snap.deadline / 1000)}:R>.${seat.ordered ? ' Your order is in; a new one replaces it.' : ''}`);
    lines.push(controls.describe(d));
    components = controls.rows(cctx, d).map((r) => r.toJSON() as APIActionRowComponent<APIComponentInMessageActionRow>);
  } else {
    lines.push('No order is awaited from you this turn.');
  }
  return { content: lines.join('\n'), embeds: [], components, files: picture ? [picture] : [] };
}
