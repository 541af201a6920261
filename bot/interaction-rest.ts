// Interaction responses outside the bot's global rate limit. Discord: "Interaction endpoints are not
// bound to the bot's Global Rate Limit" — an interaction's callback and its webhook (the application
// id and the interaction token: /webhooks/<application>/<token>/…, editing the reply, follow-ups).
// @discordjs/rest exempts the callback but counts the webhook requests against its global 50 a
// second, so in a burst of 150 interactions (each a reply edit, a private view a second edit with its
// picture) the replies queued behind that count: the /order receipts all came at ~6.4 s. Those
// requests go through a REST of their own with the same settings and no global count; each token's
// own bucket (the route's rate limit headers, a 429's retry) still applies there, and every other
// request keeps the global limit.
import { REST } from 'discord.js';

/** Far above any burst: Discord sets no global limit on these routes (its 429s still hold them back). */
const UNBOUND_PER_SECOND = 1_000_000;

/**
 * Sends `rest`'s unauthenticated requests to the application's interaction webhooks through a second
 * REST that has no global count. Returns that REST (clear its sweepers with `clearHashSweeper` and
 * `clearHandlerSweeper` when the bot stops).
 */
export function freeInteractionWebhooks(rest: REST, appId: string): REST {
  const own = new REST({ ...rest.options, globalRequestsPerSecond: UNBOUND_PER_SECOND });
  const prefix = `/webhooks/${appId}/`;
  const queue = rest.queueRequest.bind(rest);
  rest.queueRequest = (request) => (request.auth === false && request.fullRoute.startsWith(prefix) ? own.queueRequest(request) : queue(request));
  // Rate limits and invalid-request warnings of these requests are reported on the bot's REST too.
  for (const event of ['rateLimited', 'invalidRequestWarning'] as const) {
    own.on(event, (...args: unknown[]) => { (rest.emit as (e: string, ...a: unknown[]) => boolean)(event, ...args); });
  }
  return own;
}
