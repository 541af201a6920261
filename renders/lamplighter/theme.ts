// The lamp street's look, layout and dreadveil settings in one table.

/** Colours of the street pictures. */
export const STREET_COLOURS = {
  night: '#06080d',
  ambient: '#2a3347',
  road: '#4b4f58',
  cobbleA: '#53565e',
  cobbleB: '#464a52',
  cobbleEdge: '#2b2e35',
  pavement: '#5d5a55',
  kerb: '#77736c',
  facade: '#1a1c22',
  window: '#3a3320',
  gaslight: '#ffc46b',
  lanternGlow: '#ffad42',
  paleLight: '#9cc8ff',
  paleFace: '#eaf7ff',
  paleRobe: '#c7ccd4',
  post: '#15171c',
  glassLit: '#ffe6a8',
  glassDark: '#2b3340',
  ring: '#ffd27a',
  coat: '#4a3528',
  skin: '#d9b08c',
  text: '#ece6da',
  dimText: '#8e8a82',
  panel: '#15171c',
  panelEdge: '#2c2f37',
  dread: '#9b2335',
  dreadHot: '#e0404f',
  oil: '#e0a030',
  ember: '#ff7b2e',
  sting: '#c0101e',
  bad: '#ff7a6e',
} as const;

/** Picture layout in px: the street on the left, the meters panel beside it. */
export const STREET_LAYOUT = {
  streetW: 1200,
  streetH: 560,
  panelW: 400,
  metersH: 560,
  /** Metres of street shown around the lamps. */
  padX: 3.5,
  padY: 4.6,
  /** Figures stand up from the ground: screen px per metre of height, as a share of ground px per metre. */
  rise: 0.85,
} as const;

/** The dreadveil: how Dread, the heartbeat and the sting change the street (all inputs 0..1). */
export const VEIL = {
  /** Saturation left at full Dread. */
  minSaturation: 0.12,
  /** Brightness left at full Dread. */
  minBrightness: 0.72,
  /** Cold tint laid over the street at full Dread. */
  cool: '#1c2a4a',
  coolAlpha: 0.22,
  /** Vignette clear radius (share of the half diagonal) at Dread 0 and at full Dread. */
  openRadius: 1.05,
  keyholeRadius: 0.13,
  /** Width of the vignette's falloff at Dread 0 and at full Dread. */
  openFalloff: 0.5,
  keyholeFalloff: 0.1,
  /** How dark the vignette's edge gets at Dread 0 and at full Dread. */
  openEdge: 0.55,
  keyholeEdge: 0.97,
  /** A thump squeezes the clear radius by this share and warms the rim toward `warm`. */
  beatSqueeze: 0.2,
  warm: '#6e1c0c',
  /** How far toward `warm` the rim goes at the top of a thump. */
  beatWarm: 0.3,
  /** The sting's bruise starts at this share of the half diagonal (screen radius, not vignette). */
  stingInner: 0.5,
  stingAlpha: 0.85,
  stingFlare: 0.1,
} as const;
