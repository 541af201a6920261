// Words the bot uses about each game: titles, team names, the one status line of a live match
// (from a spectator's view only), and the brief rules `/rules` shows.
import type { GameId } from '../../engine/core/game.ts';

/** Titles and short rules by game. */
export const GAME_TEXT: Record<GameId, { title: string; rules: string[] }> = {
  lantern: {
    title: 'Lantern',
    rules: [
      'Hide-and-seek in a dark warehouse: three Moths against three Owls, one cog each; each team hides one half and seeks the other.',
      'Build act: hiders push and lock crates into forts while seekers wait. Hunt act: seekers sweep their lanterns; a hider caught in a beam or tagged is found.',
      'Score: the share of the hunt your hiders stayed hidden. Orders name a cell of the A–M × 1–7 grid drawn on every picture.',
      'Hiders: `hide F4 crawl`, `push C2 to B3`, `lock C2`, `flee`, `scout G5`, `wait`. Seekers: `sweep G5 aim track`, `beeline D3`, `chase`, `pry C8`, `hold E4`, `wait`.',
    ],
  },
  lamplighter: {
    title: "Lamplighter's Round",
    rules: [
      'Light all nine lamps of the street before the dark takes you. Dread rises away from lamplight and falls fast under a burning lamp.',
      'Your lantern burns oil as you walk (twice as fast running); dry, the dark hurts twice as much. Hold the taper on a lamp until it catches.',
      'Each lamp lit gives an Ember; spend Embers in lamplight on reach, stride or wick. The Pale hunts what it can see: rest under lamps before long crossings.',
      'Orders: `walk 4`, `run 4`, `light`, `release`, `wait 3`, `retreat`, `buy wick`.',
    ],
  },
  dungeon: {
    title: 'Dungeon',
    rules: [
      'An escape match in a generated dungeon: find the exit (and the treasure) before the others, and keep away from the monster.',
      'Each turn is 8 ticks: a path of up to 8 steps, or the shortest known way to the exit or the treasure, or waiting.',
      'The ruleset decides the win condition (first out, treasure, survival, race) and who ranks where.',
      'Orders: `move NNEE`, `exit`, `treasure`, `wait`.',
    ],
  },
};

/** A game's title. */
export function gameTitle(game: GameId): string {
  return GAME_TEXT[game]?.title ?? game;
}

/** A team's display name (`Moth`, `Owl`, `Street`). */
export function teamLabel(_game: GameId, team: string): string {
  return team.charAt(0).toUpperCase() + team.slice(1);
}

/** One line about where a live match stands, from a spectator's (or the full) view. */
export function statusLine(game: GameId, view: any): string {
  if (!view || typeof view !== 'object') return '';
  if (game === 'lantern' && view.clock) {
    const c = view.clock;
    const hiding = c.hiding ? `, ${teamLabel(game, c.hiding)} hiding` : '';
    return `Half ${c.half + 1} · ${c.act} act${hiding} · ${c.actSecondsLeft ?? '?'} s left in the act`;
  }
  if (game === 'lamplighter') {
    return `${view.phase} · ${view.lampsLit}/${view.lampTotal} lamps burning · ${Math.round(view.time ?? 0)} s on the street`;
  }
  if (game === 'dungeon') {
    // The view's level is already counted from 1 where it has one ("Level 2/1" came of adding 1 again).
    const levels = Number(view.levels ?? 1);
    const level = Math.min(levels, Math.max(1, Number(view.level ?? 1)));
    return `${levels > 1 ? `Level ${level}/${levels} · ` : ''}turn ${Number(view.turn ?? 0) + 1} · tick ${view.tick}`;
  }
  return '';
}

/** Seat names as the channel shows them: the person's name with the seat after it, a bot's seat alone. */
export type SeatLabel = (alias: string) => string;

/**
 * What a spectator of a live Lantern match may follow (SPEC: clock, phase, score, found list, never
 * a position): the score so far, who has been found and when, and a strip of the match's turns.
 */
export function lanternStory(view: any, label: SeatLabel): string[] {
  if (!view?.clock || !view?.score) return [];
  const [moth, owl] = view.score.hiddenSeconds as [number, number];
  const lines = [`Score so far: Moth ${moth.toFixed(1)} s hidden · Owl ${owl.toFixed(1)} s hidden`];
  const found = (view.found ?? []) as { alias: string; by: string; afterSeconds: number; half: number; mode: string }[];
  if (found.length) {
    lines.push(`Found: ${found.map((f) => `${label(f.alias)} after ${f.afterSeconds.toFixed(1)} s of hunt ${f.half + 1} by ${label(f.by)}${f.mode === 'tag' ? ' (tagged)' : ''}`).join('; ')}`);
  } else if (view.clock.act === 'hunt') {
    lines.push('Found: nobody yet');
  }
  lines.push(turnStrip(view.clock));
  return lines;
}

/** The match's turns as a strip: played ▰, to come ▱, this one ◆, halves apart. */
function turnStrip(clock: { turn: number; turns: number }): string {
  const half = Math.ceil(clock.turns / 2);
  let out = '';
  for (let t = 0; t < clock.turns; t++) {
    if (t === half) out += ' ';
    out += t < clock.turn ? '▰' : t === clock.turn ? '◆' : '▱';
  }
  return `\`${out}\` turn ${Math.min(clock.turn + 1, clock.turns)}/${clock.turns}`;
}
