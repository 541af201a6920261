// The warehouse's look and layout in one table: colours after the original's replays (Moth amber,
// Owl teal, the dark at ~8 % luminance, cones at ~22 % alpha with a bright core) and where the
// floor and panels sit on the picture.

/** Colours of the warehouse pictures. */
export const LANTERN_COLOURS = {
  moth: '#f2c14e',
  owl: '#4ecdc4',
  floor: '#5a5f66',
  floorLine: '#666b73',
  wall: '#24272d',
  wallEdge: '#8a919b',
  blueprint: '#6f95c4',
  grid: '#ffffff',
  gridLabel: '#c9d3df',
  crate: '#a2743f',
  crateDark: '#6e4b26',
  crateEdge: '#3b2a16',
  lockBand: '#9aa3ad',
  broken: '#7a5a35',
  pen: '#3a2f2f',
  doorShut: '#c0504d',
  doorOpen: '#7fbf7f',
  background: '#0d0f13',
  panel: '#151920',
  panelEdge: '#2b313b',
  text: '#e8ecf1',
  dimText: '#8d97a5',
  white: '#ffffff',
  found: '#ff5d5d',
  heartbeat: ['#5b8dd9', '#6fc2d0', '#e3c45a', '#f08a3c', '#ff3b30'],
} as const;

/** The dark outside every lit set, as the alpha of black laid over the floor (0.92 leaves ~8 %). */
export const DARKNESS_ALPHA = 0.92;

/**
 * Picture layout in px: header bar, label margins, the floor at one picture pixel a floor pixel, the
 * side panel. The panel is wide enough for type that reads at Discord's ~400 px preview (a quarter
 * of the picture): 30 px figures show as ~7 px there, 36 px headline figures as ~8.5 px.
 */
export const LAYOUT = {
  width: 1736,
  height: 768,
  headerH: 60,
  floorX: 34,
  floorY: 94,
  panelX: 1290,
  panelW: 432,
} as const;

/** Light and body sizes (lantern-facts), in floor px and brads. */
export const LIGHT = {
  range: 420,
  halfAngle: 18,
  bubble: 60,
  bodyR: 10,
  crateHalf: 24,
  rays: 96,
} as const;

/** The colour of a team. */
export function teamColour(team: string): string {
  return team === 'owl' ? LANTERN_COLOURS.owl : LANTERN_COLOURS.moth;
}
