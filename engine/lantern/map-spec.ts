// The shape of an authored Lantern map (vault.mapspec.json), apart from its loader (map.ts) and its
// data (vault-map.ts), so the data module does not import the loader that imports it.

/** A map as authored (the shape of vault.mapspec.json). */
export interface MapSpec {
  name: string;
  width: number;
  height: number;
  obstacles: { kind: 'rect' | string; x: number; y: number; w: number; h: number }[];
  pen: { x: number; y: number; w: number; h: number; door: { x: number; y: number; w: number; h: number } };
  hider_spawns: number[][];
  seeker_spawns: number[][];
  caught_pen: number[];
  crates: number[][];
  nooks: { anchor: number[]; opening: number[][] }[];
  sweep_lanes: number[][][];
  far_corner: number[];
}
