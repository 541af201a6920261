// A small pure SHA-256 (FIPS 180-4) for the engine, which may not import node:crypto: the dungeon's
// seeded float stream, its same-tick move order and its layout fingerprint are all SHA-256 based.
// Text is hashed as UTF-8 (lone surrogates become U+FFFD, as Buffer.from and TextEncoder do).

const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const H0 = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

// scratch: the message schedule, the running state and a growable padded-message buffer
const W = new Int32Array(64);
const state = new Int32Array(8);
let buf = new Uint8Array(256);

/** Encodes text as UTF-8 into the scratch buffer (with room for padding); returns the byte length. */
function encodeUtf8(text: string): number {
  const need = text.length * 3 + 72;
  if (buf.length < need) buf = new Uint8Array(Math.max(need, buf.length * 2));
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (c < 0x80) { buf[n++] = c; continue; }
    if (c < 0x800) { buf[n++] = 0xc0 | (c >> 6); buf[n++] = 0x80 | (c & 63); continue; }
    if (c >= 0xd800 && c <= 0xdfff) {
      const d = i + 1 < text.length ? text.charCodeAt(i + 1) : 0;
      if (c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        i++;
        buf[n++] = 0xf0 | (c >> 18); buf[n++] = 0x80 | ((c >> 12) & 63);
        buf[n++] = 0x80 | ((c >> 6) & 63); buf[n++] = 0x80 | (c & 63);
        continue;
      }
      c = 0xfffd; // a lone surrogate
    }
    buf[n++] = 0xe0 | (c >> 12); buf[n++] = 0x80 | ((c >> 6) & 63); buf[n++] = 0x80 | (c & 63);
  }
  return n;
}

/** Hashes the first `len` bytes of the scratch buffer into `state`. */
function digestBuffer(len: number): void {
  // padding: 0x80, zeros, then the bit length as a 64-bit big-endian number
  const total = ((len + 8) >> 6) * 64 + 64;
  buf[len] = 0x80;
  for (let i = len + 1; i < total; i++) buf[i] = 0;
  const bits = len * 8;
  const hi = Math.floor(bits / 0x100000000);
  buf[total - 8] = hi >>> 24; buf[total - 7] = hi >>> 16; buf[total - 6] = hi >>> 8; buf[total - 5] = hi;
  buf[total - 4] = bits >>> 24; buf[total - 3] = bits >>> 16; buf[total - 2] = bits >>> 8; buf[total - 1] = bits;
  for (let i = 0; i < 8; i++) state[i] = H0[i];
  for (let off = 0; off < total; off += 64) {
    for (let t = 0; t < 16; t++) {
      const j = off + t * 4;
      W[t] = (buf[j] << 24) | (buf[j + 1] << 16) | (buf[j + 2] << 8) | buf[j + 3];
    }
    for (let t = 16; t < 64; t++) {
      const a = W[t - 15], b = W[t - 2];
      const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
      const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
      W[t] = (W[t - 16] + s0 + W[t - 7] + s1) | 0;
    }
    let a = state[0], b = state[1], c = state[2], d = state[3], e = state[4], f = state[5], g = state[6], h = state[7];
    for (let t = 0; t < 64; t++) {
      const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const t1 = (h + S1 + ((e & f) ^ (~e & g)) + K[t] + W[t]) | 0;
      const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      h = g; g = f; f = e; e = (d + t1) | 0; d = c; c = b; b = a; a = (t1 + t2) | 0;
    }
    state[0] += a; state[1] += b; state[2] += c; state[3] += d;
    state[4] += e; state[5] += f; state[6] += g; state[7] += h;
  }
}

const HEX: string[] = [];
for (let i = 0; i < 256; i++) HEX.push((i < 16 ? '0' : '') + i.toString(16));

/** SHA-256 of a text's UTF-8 bytes, as 64 lowercase hex characters. */
export function sha256Hex(text: string): string {
  digestBuffer(encodeUtf8(text));
  let out = '';
  for (let i = 0; i < 8; i++) {
    const v = state[i];
    out += HEX[(v >>> 24) & 255] + HEX[(v >>> 16) & 255] + HEX[(v >>> 8) & 255] + HEX[v & 255];
  }
  return out;
}

/** The first 4 bytes of a text's SHA-256, read as a big-endian unsigned 32-bit integer. */
export function sha256Uint32(text: string): number {
  digestBuffer(encodeUtf8(text));
  return state[0] >>> 0;
}
