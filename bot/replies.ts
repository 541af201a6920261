// Answers that are one line and private: refusals (what was wrong and what is allowed) and errors.
import { MessageFlags, type RepliableInteraction } from 'discord.js';
import { MatchError } from '../engine/match/service.ts';
import type { BotContext } from './context.ts';

/** A refusal the bot itself decides (outside the match service); `code` names it for metrics, as MatchError codes do. */
export class Refusal extends Error {
  constructor(message: string, readonly code = 'refused') {
    super(message);
  }
}

const FALLBACK = 'Something went wrong on our side; nothing changed. Try again in a moment.';

/** The one line a player sees for an error: the service's or the bot's refusal, or a generic line (logged). */
export function errorLine(ctx: BotContext, err: unknown): string {
  if (err instanceof MatchError || err instanceof Refusal) return oneLine(err.message);
  ctx.log.error({ err }, 'interaction failed');
  return FALLBACK;
}

/** Makes any text a single line (Discord shows newlines; a refusal is one sentence). */
export function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim().slice(0, 1900);
}

/** Sends a one-line private answer whether or not the interaction was acknowledged already. */
export async function replyPrivately(ix: RepliableInteraction, text: string): Promise<void> {
  const payload = { content: oneLine(text), flags: MessageFlags.Ephemeral as const };
  if (ix.deferred && !ix.replied && ix.ephemeral) await ix.editReply({ content: payload.content });
  else if (ix.deferred || ix.replied) await ix.followUp(payload);
  else await ix.reply(payload);
}

/**
 * Refuses an order the bot turned down before it reached the match service (a button from an old
 * turn, an empty order, no seat here), counting it as the service's own refusals are counted.
 */
export async function refuseOrder(ctx: BotContext, ix: RepliableInteraction, err: unknown, matchId: string | null): Promise<void> {
  if (err instanceof Refusal || err instanceof MatchError) ctx.onOrderRefused?.(matchId, err.code);
  await refuse(ctx, ix, err);
}

/** Sends the one-line answer for an error (never throws). */
export async function refuse(ctx: BotContext, ix: RepliableInteraction, err: unknown): Promise<void> {
  try {
    await replyPrivately(ix, errorLine(ctx, err));
  } catch (sendErr) {
    ctx.log.warn({ err: sendErr }, 'could not send a refusal');
  }
}
