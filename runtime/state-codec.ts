// How a game state, a history chunk or an archive entry is stored as bytes: one header byte, then
// the text or its raw deflate. Apart from the Redis store so that the in-process store can use the
// same encoding without loading ioredis.
import { deflateRawSync, inflateRawSync } from 'node:zlib';

/** States and history chunks at least this long (bytes) are stored deflated (Lantern's live part is ~7 KB of JSON, a turn's chunk ~6 KB). */
export const COMPRESS_FROM = 1024;
/** First byte of a stored state: the rest is UTF-8 text, or raw deflate of it. */
const STATE_PLAIN = 0;
const STATE_DEFLATE = 1;

/**
 * Deflate settings by input size. Texts up to 8 KB (a turn's live state and history chunk) fit an
 * 8 KB window, so a small window and hash give the same bytes with a third less CPU (zlib sets up
 * less memory per call); inflate reads both with its default window.
 */
const DEFLATE = {
  smallUpTo: 8192,
  small: { level: 1, windowBits: 13, memLevel: 5 },
  large: { level: 1 },
} as const;

/** A game state as stored: one header byte, then the text or its deflate (level 1: fast). */
export function packState(text: string): Buffer {
  const raw = Buffer.from(text, 'utf8');
  if (raw.length < COMPRESS_FROM) return Buffer.concat([Buffer.of(STATE_PLAIN), raw]);
  return Buffer.concat([Buffer.of(STATE_DEFLATE), deflateRawSync(raw, raw.length <= DEFLATE.smallUpTo ? DEFLATE.small : DEFLATE.large)]);
}

/** The text of a stored state. */
export function unpackState(buf: Buffer | null): string | null {
  if (!buf || buf.length === 0) return null;
  const body = buf.subarray(1);
  return (buf[0] === STATE_DEFLATE ? inflateRawSync(body) : body).toString('utf8');
}

