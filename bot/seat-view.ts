// A player's private view of their seat: their own picture (only what the seat knows) and the
// order controls for this turn, prefilled so that one press sends the order. Shown by the
// "My view" button and by /view, then kept up to date each turn (bot/living-views.ts).
import type { APIActionRowComponent, APIComponentInMessageActionRow } from 'discord.js';
import { asPlayer, type MatchSnapshot, type SeatSnapshot } from '../engine/match/types.ts';
import type { BotContext } from './context.ts';
import { seatControls, type Draft } from './controls/index.ts';
import { gameTitle, statusLine } from './messages/game-text.ts';
import type { OutgoingMessage } from './messages/outgoing.ts';
import { seatPicture, seatPicturesAhead } from './pictures.ts';
import { Refusal } from './replies.ts';

/** The running match a player means: the one named, else the only one they sit in (in this channel first); two or more ask which. */
export async function playerMatch(ctx: BotContext, playerId: string, channelId: string | null, named?: string | null): Promise<MatchSnapshot> {
  if (named) return ctx.service.snapshot(named.trim());
  const seated = (await ctx.service.listMatches(1000)).filter((s) => s.seats.some((x) => x.owner === playerId && !x.left));
  const mine = seated.filter((s) => s.status === 'running');
  if (mine.length === 0 && seated.length) throw new Refusal(`your match ${seated[0].matchId} has not started; the host starts it from the lobby message`, 'not-running');
  if (mine.length === 0) throw new Refusal('you hold no seat in a running match; join one from a lobby message, or name it with match:<id>', 'not-seated');
  const here: MatchSnapshot[] = [];
  for (const snap of mine) {
    const home = await ctx.homes.get(snap.matchId);
    if (home && home.channelId === channelId) here.push(snap);
  }
  const choice = here.length ? here : mine;
  if (choice.length > 1) {
    throw new Refusal(`you sit in ${choice.length} running matches${here.length ? ' in this channel' : ''}: ${choice.map((s) => `${s.matchId} (${gameTitle(s.game)}, code ${s.code})`).join(', ')}; name one with match:<id or code>`, 'ambiguous');
  }
  return ctx.service.snapshot(choice[0].matchId);
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

/** What a seat view says about an order already in: shown above the controls after Submit. */
export interface OrderNote {
  turn: number;
  description: string;
}

/** A seat's view without its picture: the text and the controls (what an edit after a click changes). */
export async function seatViewText(ctx: BotContext, playerId: string, snap: MatchSnapshot, seat: SeatSnapshot, opts: { draft?: Draft; ordered?: OrderNote; view?: unknown } = {}): Promise<Pick<OutgoingMessage, 'content' | 'components'> & { view: unknown }> {
  const view = opts.view ?? await ctx.service.view(snap.matchId, asPlayer(playerId, seat.index));
  const lines = [`**${seat.name ?? seat.alias}** (${seat.alias}) · ${gameTitle(snap.game)} ${snap.matchId} · turn ${snap.turn + 1} · ${statusLine(snap.game, view)}`];
  let components: APIActionRowComponent<APIComponentInMessageActionRow>[] = [];
  if (snap.status !== 'running') {
    lines.push(snap.status === 'finished' ? `The match is over: ${snap.results?.summary ?? 'see the end card in the channel'}.` : `The match is ${snap.status}.`);
  } else if (seat.awaited) {
    const game = ctx.service.game(snap.game);
    // A game whose orders have several parts (Lantern) starts the seat from its last order or, after a one-off or none, the bot's.
    const suggestion = game.pad.wantsSuggestion && !opts.draft ? await ctx.service.suggestOrder(snap.matchId, asPlayer(playerId, seat.index)).catch(() => null) : undefined;
    const cctx = { matchId: snap.matchId, seat: seat.index, turn: snap.turn };
    const d = opts.draft ?? game.pad.initialDraft(view, seat.index, suggestion);
    if (opts.ordered && opts.ordered.turn === snap.turn) lines.push(`✅ Your order for turn ${snap.turn + 1} is in: \`${opts.ordered.description}\`. Press again to change it.`);
    else if (seat.ordered) lines.push(`✅ Your order for turn ${snap.turn + 1} is in; a new one replaces it.`);
    if (snap.deadline !== null) lines.push(`Orders close <t:${Math.ceil(snap.deadline / 1000)}:R>.`);
    const { rows, summary } = seatControls(game, cctx, view, d);
    lines.push(summary);
    components = rows.map((r) => r.toJSON() as APIActionRowComponent<APIComponentInMessageActionRow>);
  } else {
    lines.push('No order is awaited from you this turn.');
  }
  return { content: lines.join('\n'), components, view };
}

/** The private seat message: picture, status, and controls when an order is awaited. */
export async function seatViewMessage(ctx: BotContext, playerId: string, snap: MatchSnapshot, seat: SeatSnapshot, draft?: Draft): Promise<OutgoingMessage> {
  const { content, components, view } = await seatViewText(ctx, playerId, snap, seat, { draft });
  const picture = await seatPicture(ctx, snap, seat.index, view, `${snap.matchId}-${seat.alias}-turn-${snap.turn + 1}`);
  return { content, embeds: [], components, files: picture ? [picture] : [] };
}

/** How long a first answer waits for the seat's picture before it goes without it (the picture follows in an edit). */
export const PICTURE_GRACE_MS = 400;

/** Seat pictures queued ahead from which a first answer does not wait for its own (each takes ~40 ms or more to draw). */
export const PICTURES_AHEAD_NO_GRACE = 8;

/**
 * Answers with a seat's view through `edit` (the interaction's reply): at once with the picture when
 * it is drawn within PICTURE_GRACE_MS, else first the words and controls (the order can be sent
 * straight away) and the picture in a second edit once drawn. A burst of views never waits on drawing.
 */
export async function answerWithSeatView(ctx: BotContext, playerId: string, snap: MatchSnapshot, seat: SeatSnapshot, edit: (msg: Pick<OutgoingMessage, 'content' | 'components' | 'files'>) => Promise<unknown>): Promise<void> {
  const { content, components, view } = await seatViewText(ctx, playerId, snap, seat);
  // Behind a queue of other seats' pictures this one cannot come within the grace: no wait then.
  const grace = seatPicturesAhead(ctx) >= PICTURES_AHEAD_NO_GRACE ? 0 : PICTURE_GRACE_MS;
  const drawing = seatPicture(ctx, snap, seat.index, view, `${snap.matchId}-${seat.alias}-turn-${snap.turn + 1}`);
  const timer = new Promise<'late'>((r) => setTimeout(() => r('late'), grace).unref());
  const early = await Promise.race([drawing, timer]);
  if (early !== 'late') {
    await edit({ content, components, files: early ? [early] : [] });
    return;
  }
  await edit({ content, components, files: [] });
  const picture = await drawing;
  if (picture) await edit({ content, components, files: [picture] });
}
