// Which view each route of the app opens: one table from route name to view factory.
import type { AppHandle, Route, View } from './app-types.ts';
import { mainMenu, newMatchMenu, replaysMenu, rulesMenu, seatsMenu } from './screens/menus.ts';
import { LobbyView } from './screens/lobby-view.ts';
import { MatchView } from './screens/match-view.ts';
import { EndCardView } from './screens/end-card-view.ts';
import { ReplayView } from './screens/replay-view.ts';
import { LiveLamplighterView } from './live/lamplighter-live.ts';
import { LiveDungeonView } from './live/dungeon-live.ts';

type Factory<N extends Route['name']> = (app: AppHandle, route: Extract<Route, { name: N }>) => View;

/** The view factory of every route. */
const ROUTES: { [N in Route['name']]: Factory<N> } = {
  menu: (app) => mainMenu(app),
  newMatch: (app, r) => newMatchMenu(app, r.game),
  seats: (app, r) => seatsMenu(app, r),
  lobby: (app, r) => new LobbyView(app, r.matchId),
  match: (app, r) => new MatchView(app, r.matchId, r.spectator ?? false, r.game),
  liveLamplighter: (app, r) => new LiveLamplighterView(app, r.ruleset, r.pale),
  liveDungeon: (app, r) => new LiveDungeonView(app, r.ruleset, r.players),
  endCard: (app, r) => new EndCardView(app, r.source),
  replay: (app, r) => new ReplayView(app, r.source),
  replays: (app) => replaysMenu(app),
  rules: (app, r) => rulesMenu(app, r.game),
};

/** Builds the view for a route. */
export function buildView(app: AppHandle, route: Route): View {
  return (ROUTES[route.name] as Factory<Route['name']>)(app, route as never);
}

