// State digests: FNV-1a over canonical bytes, fed field by field so no byte array is built.

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** An FNV-1a 32-bit hasher fed with integers in a fixed little-endian byte order. */
export class Fnv32 {
  private h = FNV_OFFSET;

  /** Feed one byte. */
  u8(v: number): this {
    this.h = Math.imul(this.h ^ (v & 255), FNV_PRIME) >>> 0;
    return this;
  }

  /** Feed a 32-bit integer (signed or unsigned) as four little-endian bytes. */
  i32(v: number): this {
    let h = this.h;
    h = Math.imul(h ^ (v & 255), FNV_PRIME);
    h = Math.imul(h ^ ((v >>> 8) & 255), FNV_PRIME);
    h = Math.imul(h ^ ((v >>> 16) & 255), FNV_PRIME);
    h = Math.imul(h ^ ((v >>> 24) & 255), FNV_PRIME);
    this.h = h >>> 0;
    return this;
  }

  /** Feed a string as UTF-16 code units (two bytes each) followed by its length. */
  str(s: string): this {
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      this.u8(c & 255).u8(c >>> 8);
    }
    return this.i32(s.length);
  }

  /** Feed raw bytes. */
  bytes(b: Uint8Array): this {
    let h = this.h;
    for (let i = 0; i < b.length; i++) h = Math.imul(h ^ b[i], FNV_PRIME);
    this.h = h >>> 0;
    return this;
  }

  /** The digest as a number. */
  value(): number {
    return this.h;
  }

  /** The digest as 8 lowercase hex digits. */
  hex(): string {
    return this.h.toString(16).padStart(8, '0');
  }
}

/** JSON with object keys sorted at every level: the canonical text of a JSON-like value. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new TypeError('canonicalJson: non-finite number');
    return JSON.stringify(value) ?? 'null';
  }
  if (Array.isArray(value)) return '[' + value.map(canonicalJson).join(',') + ']';
  if (ArrayBuffer.isView(value)) return canonicalJson(Array.from(value as unknown as ArrayLike<number>));
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj).filter((k) => obj[k] !== undefined).sort();
  return '{' + keys.map((k) => JSON.stringify(k) + ':' + canonicalJson(obj[k])).join(',') + '}';
}

/** FNV-1a 32 hex digest of a JSON-like value's canonical text (for games whose state is plain data). */
export function digestJson(value: unknown): string {
  return new Fnv32().str(canonicalJson(value)).hex();
}
