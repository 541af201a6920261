// Types for omggif 1.0.10 (the package ships none); only what tui/gif-frames.ts uses.
declare module 'omggif' {
  const omggif: { GifReader: new (buf: Uint8Array) => unknown };
  export default omggif;
}
