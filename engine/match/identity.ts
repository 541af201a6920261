// Players: stable ids with a display name and linked surfaces (`discord:<user id>`,
// `ssh:<key fingerprint>`), and one-time link codes that join two surfaces into one player.
import { cleanLine, quoteInput } from '../core/text.ts';
import type { Player, PlayerStore } from '../store/types.ts';
import { refuse } from './errors.ts';
import { MATCH_LIMITS } from './lobby.ts';
import type { IdSource } from './types.ts';

/** Letters of join and link codes: no 0/O, 1/I/L, so they survive being read aloud. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const SURFACE_KINDS = ['discord', 'ssh', 'cli'] as const;

/** A short code of `length` letters from CODE_ALPHABET, derived from a fresh id. */
export function shortCode(ids: IdSource, length: number): string {
  const src = ids.next();
  let n = 0;
  let out = '';
  for (let i = 0; i < length; i++) {
    for (let j = 0; j < src.length; j++) n = (Math.imul(n, 31) + src.charCodeAt(j) + i * 7919) >>> 0;
    out += CODE_ALPHABET[n % CODE_ALPHABET.length];
  }
  return out;
}

/** The most characters of a display name other players see. */
export const PLAYER_NAME_MAX = 32;

/** A display name as other players see it: one line, no control characters, at most 32 characters. */
export function playerName(raw: unknown): string {
  return (typeof raw === 'string' ? cleanLine(raw, PLAYER_NAME_MAX) : '') || 'player';
}

/** Normalises a surface key (`discord:123`), or refuses an unknown kind. */
export function surfaceKey(surface: string): string {
  const i = surface.indexOf(':');
  const kind = i > 0 ? surface.slice(0, i) : '';
  if (!(SURFACE_KINDS as readonly string[]).includes(kind) || i === surface.length - 1) {
    refuse('bad-request', `unknown surface ${quoteInput(surface, 40)}: use ${SURFACE_KINDS.map((k) => `${k}:<id>`).join(', ')}`);
  }
  return surface;
}

/** Player records and link codes over a store. */
export class Identity {
  constructor(private readonly store: PlayerStore, private readonly ids: IdSource, private readonly clock: () => number) {}

  /** The player linked to a surface, created (with `name`) on first sight. */
  async ensurePlayer(surface: string, name: string): Promise<Player> {
    const key = surfaceKey(surface);
    const found = await this.store.playerForSurface(key);
    if (found) {
      const p = await this.store.getPlayer(found);
      if (p) return p;
    }
    const player: Player = { id: `p_${this.ids.next()}`, name: playerName(name), surfaces: [key], createdAt: this.clock() };
    await this.store.putPlayer(player);
    await this.store.linkSurface(key, player.id);
    return player;
  }

  /** A player by id. */
  async getPlayer(id: string): Promise<Player | null> {
    return this.store.getPlayer(id);
  }

  /** Changes a player's display name (seats already taken keep the old one until rejoined). */
  async rename(id: string, name: string): Promise<Player> {
    const p = await this.store.getPlayer(id);
    if (!p) refuse('not-found', `no player ${id}`);
    const clean = typeof name === 'string' ? cleanLine(name, PLAYER_NAME_MAX) : '';
    const next = { ...p, name: clean || p.name };
    await this.store.putPlayer(next);
    return next;
  }

  /** A one-time code (valid MATCH_LIMITS.linkCodeMs) that links another surface to this player. */
  async createLinkCode(playerId: string): Promise<{ code: string; expiresAt: number }> {
    if (!(await this.store.getPlayer(playerId))) refuse('not-found', `no player ${playerId}`);
    const expiresAt = this.clock() + MATCH_LIMITS.linkCodeMs;
    for (let i = 0; i < 10; i++) {
      const code = shortCode(this.ids, 8);
      if (await this.store.putLinkCode(code, playerId, expiresAt)) return { code, expiresAt };
    }
    refuse('busy', 'could not make a link code right now; try again');
  }

  /** Links `surface` to the player who made `code`; the code works once. Returns that player. */
  async redeemLinkCode(code: string, surface: string): Promise<Player> {
    const key = surfaceKey(surface);
    const norm = code.trim().toUpperCase();
    const playerId = await this.store.takeLinkCode(norm, this.clock());
    if (!playerId) refuse('bad-link-code', `link code "${code}" is unknown, used or expired; make a new one where you are already known`);
    const p = await this.store.getPlayer(playerId);
    if (!p) refuse('not-found', `the player of link code "${code}" no longer exists`);
    const next: Player = { ...p, surfaces: p.surfaces.includes(key) ? p.surfaces : [...p.surfaces, key] };
    await this.store.putPlayer(next);
    await this.store.linkSurface(key, p.id);
    return next;
  }
}
