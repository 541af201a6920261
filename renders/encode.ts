// Encoding a finished canvas. Measured on this machine (bench/renders.bench.ts): skia's default
// PNG (`toBuffer('image/png')`, zlib level 6 with adaptive filters) spends ~50 ms on a blank
// 1560 x 760 canvas and ~80 ms on a warehouse scene; WebP lossless ~35-55 ms; reading the pixels
// back (`canvas.data()`, ~14 ms) and deflating them at level 1 with no row filter ~5-10 ms. So the
// PNG path here writes the PNG container itself around a level-1 deflate of the raw pixels: the
// files are ~1.5x larger (~200 KB) and the whole draw + encode fits under the blank-canvas time.
// The lamp street's textured cobbles under a smooth light map leave ~465 KB even at level 1, and
// deflating them costs more than the blank reference; its picture defaults to JPEG at quality
// `ENCODER.jpegQuality` (~140 KB, text still crisp). Skia's own JPEG encoder (libjpeg-turbo as skia
// builds it, by its speed without the SIMD code) took ~10 ms for a 1,600 x 560 street whatever the
// quality or content. The JPEG here is libjpeg-turbo with SIMD through @julusian/jpeg-turbo: ~2 ms
// to encode, ~1.5 ms to read the pixels back (`getImageData`). libvips (sharp, ~7 ms),
// @napi-rs/image, lossy WebP and AVIF were all slower (measured 2026-12, see the #22 closing notes).
// Note: the Buffer `canvas.data()` returns is freed by a finaliser that runs between event-loop
// turns; a caller rendering hundreds of pictures in one synchronous loop should yield now and then.
import type { Canvas } from '@napi-rs/canvas';
import jpegTurbo from '@julusian/jpeg-turbo';
import { crc32, deflateSync } from 'node:zlib';
import type { PictureFormat } from './types.ts';

/** Encoder settings (one table): zlib level for the fast PNG, skia quality for WebP (100 = lossless), libjpeg-turbo quality and chroma for JPEG. */
export const ENCODER = {
  pngLevel: 1,
  /** zlib output chunk: large, so a whole picture is a few chunks, not hundreds. */
  zlibChunk: 256 * 1024,
  /** zlib's memory level (1-9, Node's default 8): 9 deflated a Lantern seat and the Lamplighter end card ~10% faster, ~1% larger. */
  zlibMemLevel: 9,
  webpQuality: 100,
  /** JPEG quality 0..100: at 92 small text keeps its edges and the gradients show no banding. */
  jpegQuality: 92,
  /** JPEG chroma: half resolution both ways (4:2:0), as skia's encoder did; 4:4:4 costs ~1.5 ms more a street. */
  jpegSubsampling: jpegTurbo.SAMP_420,
} as const;

/** An encoded still picture without its description. */
export interface Encoded {
  data: Buffer;
  mime: string;
  ext: string;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The filtered rows handed to zlib, kept between pictures: a fresh multi-megabyte buffer per
 * picture costs a page fault per 4 KB (~4 ms for a street picture on this machine). Safe to share
 * because encoding is synchronous and zlib has read it all before `encodePngRgba` returns.
 */
let scratch = Buffer.alloc(0);

/** Writes one PNG chunk (length, type, body, CRC of type and body) into `out` at `at`; returns the end. */
function putChunk(out: Buffer, at: number, type: string, body: Buffer): number {
  out.writeUInt32BE(body.length, at);
  out.write(type, at + 4, 'latin1');
  body.copy(out, at + 8);
  out.writeUInt32BE(crc32(body, crc32(type)) >>> 0, at + 8 + body.length);
  return at + 12 + body.length;
}

/**
 * A PNG (8-bit RGBA, no row filter, zlib level `ENCODER.pngLevel`) from straight RGBA pixels.
 * Canvas pixels are premultiplied; every picture here is drawn opaque, where the two agree.
 */
export function encodePngRgba(rgba: Uint8Array, width: number, height: number): Buffer {
  const stride = width * 4;
  const size = (stride + 1) * height;
  if (scratch.length < size) scratch = Buffer.allocUnsafe(size);
  const rows = scratch.subarray(0, size);
  const src = Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength);
  for (let y = 0; y < height; y++) {
    const o = y * (stride + 1);
    rows[o] = 0;
    src.copy(rows, o + 1, y * stride, (y + 1) * stride);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // colour type RGBA
  const idat = deflateSync(rows, { level: ENCODER.pngLevel, chunkSize: ENCODER.zlibChunk, memLevel: ENCODER.zlibMemLevel });
  const out = Buffer.allocUnsafe(SIGNATURE.length + 3 * 12 + ihdr.length + idat.length);
  SIGNATURE.copy(out, 0);
  let at = putChunk(out, SIGNATURE.length, 'IHDR', ihdr);
  at = putChunk(out, at, 'IDAT', idat);
  putChunk(out, at, 'IEND', Buffer.alloc(0));
  return out;
}

/** A baseline JPEG (quality `ENCODER.jpegQuality`, chroma `ENCODER.jpegSubsampling`) of an opaque canvas, by libjpeg-turbo. */
export function encodeJpeg(canvas: Canvas): Buffer {
  const { width, height } = canvas;
  const px = canvas.getContext('2d').getImageData(0, 0, width, height).data;
  return jpegTurbo.compressSync(Buffer.from(px.buffer, px.byteOffset, px.byteLength), {
    format: jpegTurbo.FORMAT_RGBA,
    width,
    height,
    subsampling: ENCODER.jpegSubsampling,
    quality: ENCODER.jpegQuality,
  });
}

/** Encodes an opaque canvas as a fast PNG, a lossless WebP or a JPEG. */
export function encodeCanvas(canvas: Canvas, format: PictureFormat = 'png'): Encoded {
  if (format === 'jpeg') return { data: encodeJpeg(canvas), mime: 'image/jpeg', ext: 'jpg' };
  if (format === 'webp') return { data: canvas.encodeSync('webp', ENCODER.webpQuality), mime: 'image/webp', ext: 'webp' };
  return { data: encodePngRgba(canvas.data(), canvas.width, canvas.height), mime: 'image/png', ext: 'png' };
}
