// The menus: main menu, new match (game, ruleset, mode, seats), join and watch by code, replays,
// and the rules pages. Each is a ListView built from data; choosing goes through the app's routes.
import { gameIds, getGame, turnRulesets } from '../../engine/games.ts';
import type { GameId, RulesetInfo } from '../../engine/core/game.ts';
import type { AppHandle, Route } from '../app-types.ts';
import { liveModes } from '../live-modes.ts';
import { ListView, type ListItem } from './list-view.ts';
import { wrap } from './match-layout.ts';
import { cancelledLine, plural } from '../match-text.ts';

/** Every game in the registry's order (the one order every menu lists them in: new match, rules). */
function games(): { id: GameId; title: string }[] {
  return gameIds().map((id) => ({ id, title: getGame(id).title }));
}

/**
 * Whether a ruleset is offered to players. A ruleset marked solo-only that still seats several
 * players is a test-sized one ("Lantern test-sized", kept for tests and `sim`): not offered.
 */
export function offeredToPlayers(r: RulesetInfo): boolean {
  return !(r.soloOnly && r.players.max > 1);
}

/**
 * A ruleset's description with the real order deadline: "26 turns of 5 s" is game time per turn,
 * while a player has `turnSeconds` (45 s for Lantern) to send each order.
 */
export function rulesetDetail(r: RulesetInfo): string {
  const d = r.description.replace(/(\d+) turns of (\d+(?:\.\d+)?) s\b/, '$1 turns ($2 s of play each)');
  return r.turnSeconds > 0 ? `${d}; orders due within ${r.turnSeconds} s a turn` : d;
}

/** Joins a match by code and goes to its lobby or match screen; the error is the prompt's one line. */
export async function joinByCode(app: AppHandle, code: string): Promise<string | null> {
  const c = code.trim();
  if (!/^[A-Za-z0-9_]{4,40}$/.test(c)) return `"${code}" is not a join code: codes are 6 letters and digits, like K7QPX2`;
  const { port, player } = app.ctx;
  let snap;
  try {
    snap = await port.join(player, c);
  } catch (err) {
    // Back after a dropped connection: the seat is still yours, so this is a return, not a join.
    const mine = await port.lookup(c).then((id) => port.snapshot(id)).catch(() => null);
    if (!mine || !mine.seats.some((s) => s.owner === player.id && !s.left)) throw err;
    snap = mine;
  }
  app.go(snap.status === 'running' ? { name: 'match', matchId: snap.matchId, game: snap.game } : { name: 'lobby', matchId: snap.matchId });
  return null;
}

/** Opens a match to watch by code; spectators see what the game shows spectators. */
export async function watchByCode(app: AppHandle, code: string): Promise<string | null> {
  const c = code.trim();
  if (!/^[A-Za-z0-9_]{4,40}$/.test(c)) return `"${code}" is not a join code: codes are 6 letters and digits, like K7QPX2`;
  const matchId = await app.ctx.port.lookup(c);
  const snap = await app.ctx.port.snapshot(matchId);
  if (snap.status === 'lobby') return `match ${snap.code} has not started yet; watch it once it runs`;
  if (snap.status === 'cancelled') return cancelledLine(snap);
  app.go({ name: 'match', matchId, game: snap.game, spectator: true });
  return null;
}

/** The main menu. */
export function mainMenu(app: AppHandle): ListView {
  const items: ListItem[] = [
    { label: 'New match', detail: 'Pick a game, a ruleset and which seats are bots.', pick: () => app.go({ name: 'newMatch' }) },
    { label: 'Join a match by code', detail: 'Someone gave you a join code: take a seat in their match.', pick: () => app.prompt('join code', (v) => joinByCode(app, v), 'the 6-letter code of the match; Enter joins, Esc cancels') },
    { label: 'Watch a match', detail: 'Follow a running match as a spectator (no positions of hidden players).', pick: () => app.prompt('code of the match to watch', (v) => watchByCode(app, v)) },
    { label: 'Replays', detail: 'End cards and replays of finished matches.', pick: () => app.go({ name: 'replays' }) },
    { label: 'Rules', detail: 'How each game is played.', pick: () => app.go({ name: 'rules' }) },
    { label: 'Quit', detail: 'Leave lamplit.', pick: () => app.quit() },
  ];
  const who = app.ctx.surface === 'ssh' ? `Signed in as ${app.ctx.player.name} (your SSH key is your identity).` : `Playing as ${app.ctx.player.name}.`;
  return new ListView(app, { title: 'main menu', intro: `${who}  ↑↓ choose, Enter picks, q quits.`, items, back: () => undefined, quit: () => app.quit() });
}

/** New match, step 1 and 2: the game, then its ruleset (then the mode where a game has real time). */
export function newMatchMenu(app: AppHandle, game?: string): ListView {
  if (!game) {
    const list = games();
    const items: ListItem[] = list.map((g) => ({ label: g.title, detail: getGame(g.id).rulesText[0] ?? '', pick: () => app.go({ name: 'newMatch', game: g.id }) }));
    return new ListView(app, { title: 'new match · game', intro: list.length ? 'Which game?' : 'No games are built into this lamplit yet.', items });
  }
  const g = getGame(game);
  const items: ListItem[] = [];
  for (const r of turnRulesets(g).filter(offeredToPlayers)) {
    const players = r.players.min === r.players.max ? plural(r.players.min, 'player') : `${r.players.min}-${r.players.max} players`;
    const detail = `${rulesetDetail(r)} (${players}, ${r.winCondition})`;
    // The terminal's real-time modes of this ruleset, if the terminal has any for the game.
    const live = liveModes(g, r);
    for (const m of live.modes) items.push({ label: `${r.label} · ${m.label}`, detail, pick: () => app.go(m.route) });
    if (live.only) continue;
    items.push({ label: `${r.label} · in turns`, detail: `${detail}; others can join by code`, pick: () => app.go({ name: 'seats', game, ruleset: r.id, live: false }) });
  }
  return new ListView(app, { title: `new match · ${g.title}`, intro: 'Which ruleset?', items, back: () => app.go({ name: 'newMatch' }) });
}

/**
 * How many seats a new match of a ruleset gets where the game takes a player count: as many as
 * the ruleset allows up to 4, at least 2 where it allows 2 (bots fill the rest).
 */
export function newMatchPlayers(r: RulesetInfo | undefined): number {
  const max = r?.players.max ?? 2;
  return Math.max(Math.min(2, max), r?.players.min ?? 1, Math.min(4, max));
}

/** New match, last step: which seat is yours and which are bots; then create (and start if no seat is open). */
export function seatsMenu(app: AppHandle, route: Extract<Route, { name: 'seats' }>): ListView {
  const g = getGame(route.game);
  const info = g.rulesets().find((r) => r.id === route.ruleset);
  const players = g.playerCount ? newMatchPlayers(info) : undefined;
  const seats = g.seats(route.ruleset, players);
  let mine = 0;
  const bots = new Set(seats.map((s) => s.index).filter((i) => i !== 0));
  const label = (i: number) => {
    const s = seats[i];
    const who = i === mine ? 'you' : bots.has(i) ? 'bot' : 'open (for a player who joins by code)';
    return `seat ${i}  ${s.alias.padEnd(10)} ${`${s.team}/${s.role}`.padEnd(22)} ${who}`;
  };
  const create = async () => {
    const snap = await app.ctx.port.create(app.ctx.player, { game: route.game as GameId, ruleset: route.ruleset, botSeats: [...bots], seat: mine, players });
    if (bots.size === seats.length - 1) {
      await app.ctx.port.start(app.ctx.player, snap.matchId);
      app.go({ name: 'match', matchId: snap.matchId, game: snap.game });
    } else app.go({ name: 'lobby', matchId: snap.matchId });
  };
  const items = (): ListItem[] => [
    ...seats.map((s) => ({ label: label(s.index), detail: 'Space: bot or open · y: your seat', pick: () => undefined })),
    { label: '» Create the match', detail: 'With open seats you get a join code to give to other players.', pick: create },
  ];
  const view: ListView = new ListView(app, {
    title: `new match · ${route.ruleset} · seats`,
    intro: 'Space toggles bot / open, y takes a seat, Enter on "Create" opens the match.',
    items: items(),
    back: () => app.go({ name: 'newMatch', game: route.game }),
    extraContexts: ['seats'],
    onExtra: (action, at) => {
      if (at >= seats.length) return false;
      if (action.type === 'toggleBot') {
        if (at === mine) { app.notice('that is your seat: take another seat first (y) to make this one a bot', 'error'); return true; }
        if (bots.has(at)) bots.delete(at); else bots.add(at);
      } else if (action.type === 'takeSeat') {
        mine = at;
        bots.delete(at);
      } else return false;
      view.refresh({ items: items() });
      return true;
    },
  });
  return view;
}

/** Finished matches, newest first: Enter opens the end card (and from there the replay). */
export function replaysMenu(app: AppHandle): ListView {
  const view = new ListView(app, { title: 'replays', intro: 'Loading finished matches...', items: [] });
  void app.ctx.port.archived(30).then((list) => {
    const items: ListItem[] = list.map((m) => ({
      label: `${new Date(m.finishedAt).toISOString().slice(0, 16).replace('T', ' ')}  ${m.game.padEnd(12)} ${m.ruleset.padEnd(18)} ${m.summary}`.slice(0, 200),
      detail: `match ${m.matchId}`,
      pick: () => app.go({ name: 'endCard', source: { kind: 'archive', matchId: m.matchId } }),
    }));
    const intro = items.length ? 'Finished matches, newest first: Enter opens the end card, r there plays the replay.' : 'No finished matches yet: play one first (live matches land here too).';
    view.refresh({ items, title: `replays (${items.length})`, intro });
    if (!items.length) app.notice('no finished matches yet: play one first');
    app.dispatch({ type: 'redraw' });
  }).catch((err: Error) => app.notice(err.message, 'error'));
  return view;
}

/** The rules pages: each game's rules in brief, from the game itself. */
export function rulesMenu(app: AppHandle, game?: string): ListView {
  if (game) {
    const g = getGame(game);
    const lines = [g.title.toUpperCase(), '', ...g.rulesText.flatMap((l) => [...wrap(l.replace(/`/g, ''), 88), ''])];
    return new ListView(app, { title: `rules · ${game}`, intro: '', items: lines.map((l) => ({ label: l, pick: () => undefined })), back: () => app.go({ name: 'rules' }), plain: true });
  }
  const items = games().map((g) => ({ label: g.title, detail: getGame(g.id).rulesText[0] ?? '', pick: () => app.go({ name: 'rules', game: g.id }) }));
  return new ListView(app, { title: 'rules', intro: 'Which game?', items });
}
