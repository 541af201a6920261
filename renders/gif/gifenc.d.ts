// Types for the parts of gifenc (plain JavaScript, no types of its own) that the renders use.
declare module 'gifenc' {
  export type Palette = number[][];
  export interface GifStream {
    writeFrame(index: Uint8Array, width: number, height: number, opts?: {
      palette?: Palette; first?: boolean; transparent?: boolean; transparentIndex?: number;
      delay?: number; repeat?: number; dispose?: number;
    }): void;
    finish(): void;
    bytes(): Uint8Array;
    bytesView(): Uint8Array;
  }
  export function GIFEncoder(opts?: { auto?: boolean; initialCapacity?: number }): GifStream;
  export function quantize(rgba: Uint8Array | Uint8ClampedArray, maxColors: number, opts?: Record<string, unknown>): Palette;
  export function applyPalette(rgba: Uint8Array | Uint8ClampedArray, palette: Palette, format?: string): Uint8Array;
  const gifenc: {
    GIFEncoder: typeof GIFEncoder;
    quantize: typeof quantize;
    applyPalette: typeof applyPalette;
  };
  export default gifenc;
}
