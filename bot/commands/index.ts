// Every slash command, by name. deploy-commands registers exactly these.
import { leaderboard } from './leaderboard.ts';
import { link } from './link.ts';
import { order } from './order.ts';
import { pings } from './pings.ts';
import { play } from './play.ts';
import { replay } from './replay.ts';
import { rules } from './rules.ts';
import type { SlashCommand } from './types.ts';
import { view } from './view.ts';

export type { SlashCommand } from './types.ts';

/** The commands by name. */
export const COMMANDS: ReadonlyMap<string, SlashCommand> = new Map(
  [play, view, order, replay, rules, leaderboard, link, pings].map((c) => [c.data.name, c]),
);
