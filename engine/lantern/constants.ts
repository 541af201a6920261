// Every number of Lantern's rules in one table (seed 001 + lantern-facts.md). Integers only.

/** Motion and interaction constants. Speeds in sub-pixels per tick (MotionScale 256). */
export const K = {
  motionScale: 256,
  accel: 76,
  frictionNum: 144, // friction: v * 144 / 256 on an axis with no input
  maxHider: 704,
  maxSeeker: 768,
  crawlCapPct: 40,
  stopThreshold: 8,
  bodyHalf: 6,
  bodySize: 13, // the wall body: a 13 px square (half-size 6)
  crateBodyHalf: 10, // the body a crate meets (game_version "2"): 21 px
  restitutionPct: 40,
  slideScan: 3,
  aimTurnMax: 5,
  interactRange: 20,
  lockTicks: 24,
  locksPerHalf: 3,
  pryTicks: 72,
  pryMarks: [18, 36, 54] as readonly number[], // 25 / 50 / 75 % progress events
  tagRange: 24,
  lockOnTicks: 12,
  lanternRange: 420,
  coneHalf: 18,
  bubble: 60,
  hiderSight: 700,
  beamReport: 220,
  pushHider: 6,
  pushSeeker: 4,
  pushRingEvery: 12,
  footstepEvery: 24,
  ringLife: 24,
  penStep: 24,
  keyframeEvery: 24,
  unstickMinPx: 6,
  unstickTicks: 24,
  steerStopPx: 8,
  moveMax: 100,
} as const;

/** Sound rings: radius, jitter (± px). */
export const SOUND = {
  footstep: { r: 260, jitter: 40 },
  push: { r: 420, jitter: 60 },
  break: { r: 900, jitter: 30 },
} as const;

/** Heartbeat band upper bounds (px, inclusive) for burning, hot, warm, cool; beyond is cold. */
export const HEARTBEAT_PX = { burning: 120, hot: 260, warm: 450, cool: 750 } as const;

/** Order target clamp. */
export const TARGET_BOUNDS = { xMin: 8, xMax: 1227, yMin: 8, yMax: 651 } as const;

/** Action bits of the quantised control. */
export const ACT_LOCK = 1, ACT_PRY = 2, ACT_CRAWL = 4;

/** Bytes per cog per tick (move_x, move_y, aim_turn, action), and cogs. */
export const CTRL_BYTES = 4;
export const SEATS = 6;
