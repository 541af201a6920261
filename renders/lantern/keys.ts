// Key colours of the warehouse for fixed palettes (GIF, Sixel): the floor first (its dense ramp), then accents.
import { LANTERN_COLOURS as C } from './theme.ts';

/** The warehouse's palette keys. */
export const LANTERN_KEYS: string[] = [C.floor, C.moth, C.owl, C.crate, C.blueprint, C.doorShut, C.found, C.heartbeat[2], C.heartbeat[3], C.heartbeat[0], '#c9d6e8', C.lockBand];
