// MatchRoom: one shared dungeon, its entrants and the monster. It consumes the ruleset and
// delegates win, loss and ranking to the win-condition strategy (facts §6). It mutates the plain
// state it wraps; callers that need purity clone first.
import type { GameEvent } from '../core/game.ts';
import { getDifficultyConfig } from './difficulty.ts';
import { generateLevel, levelSeed } from './generator.ts';
import { DELTA, walkable } from './grid.ts';
import { createMatchState, matchMonsterSpawn, type MatchRoomOptions } from './match-setup.ts';
import { SPEED_UNIT, monsterChooseStep, monsterTarget, spawnMonster } from './monster.ts';
import { matchWorld } from './match-setup.ts';
import { quirkOn, rulesetSummary } from './ruleset.ts';
import { sha256Hex } from './rng.ts';
import type { Dir, DungeonState, PlayerState, Point } from './types.ts';
import { expiryRank, finalScore, isActive, isCollective, resolveWinCondition, type WinCondition, type WinRoom } from './win-conditions.ts';

/** Player colours by entrant slot (cycled). */
export const PLAYER_COLOURS: readonly string[] = [
  '#e6194b', '#3cb44b', '#4363d8', '#f58231', '#911eb4', '#42d4f4', '#f032e6', '#bfef45',
  '#fabed4', '#469990', '#dcbeff', '#9a6324', '#fffac8', '#800000', '#aaffc3', '#808000',
];

/** Spawn points: the entrance, then walkable tiles by Manhattan distance from it (ties in row order). */
export function spawnPoints(s: DungeonState, count: number): Point[] {
  const { rows, entrance, width, height } = s.map;
  const cells: { p: Point; d: number; o: number }[] = [];
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) {
    if (walkable(rows, x, y)) cells.push({ p: { x, y }, d: Math.abs(x - entrance.x) + Math.abs(y - entrance.y), o: y * width + x });
  }
  cells.sort((a, b) => a.d - b.d || a.o - b.o);
  return cells.slice(0, count).map((c) => c.p);
}

/** The committed same-tick order key of an entrant: sha256 hex of `seed:tick:entrantSlot`. */
export function intentOrderKey(seed: string, tick: number, slot: number): string {
  return sha256Hex(`${seed}:${tick}:${slot}`);
}

/** The original's facing words in its move events (`Room.facingFor`). */
const FACING_WORD: Readonly<Record<Dir, string>> = { N: 'up', E: 'right', S: 'down', W: 'left' };

interface Plan { p: PlayerState; dir: Dir; from: Point; to: Point; key: string; swap: boolean }

/** One shared dungeon match: entrants, monster, ticks, and the ruleset's win condition. */
export class MatchRoom implements WinRoom {
  readonly winCondition: WinCondition;
  /** Events since the last `drainEvents()`. */
  events: GameEvent[] = [];

  constructor(readonly state: DungeonState) {
    this.winCondition = resolveWinCondition(state.ruleset.winCondition.type);
  }

  /** A new room in `starting` status. */
  static create(opts: MatchRoomOptions): MatchRoom {
    return new MatchRoom(createMatchState(opts));
  }

  /** The client-safe ruleset summary. */
  get summary() {
    return rulesetSummary(this.state.ruleset);
  }

  /** The legacy variant label: `pvp` when pvpCombat is on, else `race`. */
  get variant(): 'pvp' | 'race' {
    return this.state.ruleset.entities.pvpCombat ? 'pvp' : 'race';
  }

  /** Whether co-op: placements are progress metadata, no individual winner. */
  get collective(): boolean {
    return isCollective(this.state);
  }

  /** Takes the events recorded so far. */
  drainEvents(): GameEvent[] {
    const e = this.events;
    this.events = [];
    return e;
  }

  private emit(type: string, fields: Record<string, unknown>): void {
    this.events.push({ type, turn: this.state.turn, tick: this.state.tick, ...fields });
  }

  /** Adds an entrant at the next spawn point (entrant slot = join order). */
  addPlayer(id: string, name = id): PlayerState {
    const s = this.state;
    if (s.status !== 'starting') throw new Error(`cannot join: the match is ${s.status}`);
    if (s.players.length >= s.maxPlayers) throw new Error(`the match is full: at most ${s.maxPlayers} players`);
    if (s.players.some((p) => p.id === id)) throw new Error(`player ${id} has already joined`);
    const slot = s.players.length;
    const at = (slot === 0 ? s.map.entrance : spawnPoints(s, slot + 1)[slot]) ?? s.map.entrance;
    const p: PlayerState = {
      id, name, colour: PLAYER_COLOURS[slot % PLAYER_COLOURS.length], entrantSlot: slot, x: at.x, y: at.y, facing: 'S',
      alive: true, finished: false, escaped: false, hasTreasure: false, placement: null, killedBy: null, score: 0, moves: 0, deathOrder: null,
    };
    s.players.push(p);
    return p;
  }

  /** Starts play. */
  start(): void {
    if (this.state.status !== 'starting') throw new Error(`cannot start: the match is ${this.state.status}`);
    if (this.state.players.length === 0) throw new Error('cannot start a match with no players');
    this.state.status = 'active';
    this.emit('match_start', { players: this.state.players.map((p) => p.id), rulesetId: this.state.ruleset.id, seedHash: this.state.seedHash });
  }

  /** Cancels a match that has not finished. */
  cancel(): void {
    if (this.state.status === 'starting' || this.state.status === 'active') this.state.status = 'cancelled';
  }

  /** Queues a one-step intent for the current tick (the last one counts); false when the player cannot move. */
  queueMove(id: string, dir: Dir): boolean {
    const p = this.player(id);
    if (this.state.status !== 'active' || !p || !p.alive || p.finished) return false;
    this.state.intents[id] = dir;
    return true;
  }

  player(id: string): PlayerState | undefined {
    return this.state.players.find((p) => p.id === id);
  }

  /** Ends the match (win conditions call this); the first reason sticks. */
  end(reason: string): void {
    if (this.state.status !== 'active') return;
    this.state.status = 'finished';
    this.state.endReason = reason;
  }

  /** Kills a player (monster, attacker id, forfeit, afk), drops the treasure and consults onDeath. */
  killPlayer(p: PlayerState, killedBy: string): void {
    if (!p.alive) return;
    const s = this.state;
    p.alive = false;
    p.killedBy = killedBy;
    p.deathOrder = ++s.deathCount;
    if (p.hasTreasure) {
      p.hasTreasure = false;
      s.treasure = { x: p.x, y: p.y };
    }
    this.emit('player_death', { id: p.id, killedBy });
    if (s.status === 'active') this.winCondition.onDeath(this);
  }

  /** A player leaves: a forfeit death. */
  forfeit(id: string, reason: 'forfeit' | 'afk' = 'forfeit'): void {
    const p = this.player(id);
    if (p && p.alive && !p.finished && this.state.status === 'active') {
      delete this.state.intents[id];
      this.killPlayer(p, reason);
      this.closeIfFinished(); // between ticks: the others' queued intents stay
    }
  }

  /** Whether a tile holds a solid occupant other than `self`: alive and not finished (corpses and escaped heroes pass through). */
  private solidAt(x: number, y: number, self: PlayerState): PlayerState | null {
    for (const q of this.state.players) if (q !== self && q.x === x && q.y === y && q.alive && !q.finished) return q;
    return null;
  }

  /** One tick: ordered intents, the monster phase, the resolution pass, cleanup. Returns this tick's events. */
  resolveTick(): GameEvent[] {
    const s = this.state;
    if (s.status !== 'active') return [];
    const before = this.events.length;
    s.tick++;
    // as the original: the monster phase and the resolution pass run even when a move already
    // ended the match (a PvP strike), so the monster still draws and others may still escape
    this.movePhase();
    this.monsterPhase();
    this.resolutionPass();
    this.afterTick();
    return this.events.slice(before);
  }

  private movePhase(): void {
    const s = this.state;
    const plans: Plan[] = [];
    for (const p of s.players) {
      const dir = s.intents[p.id];
      if (!dir || !p.alive) continue;
      const [dx, dy] = DELTA[dir];
      plans.push({ p, dir, from: { x: p.x, y: p.y }, to: { x: p.x + dx, y: p.y + dy }, key: '', swap: false });
    }
    if (plans.length > 1) {
      for (const pl of plans) pl.key = intentOrderKey(s.seed, s.tick, pl.p.entrantSlot ?? -1);
      plans.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    }
    for (let i = 0; i < plans.length; i++) for (let j = i + 1; j < plans.length; j++) {
      const a = plans[i], b = plans[j];
      if (a.to.x === b.from.x && a.to.y === b.from.y && b.to.x === a.from.x && b.to.y === a.from.y) a.swap = b.swap = true;
    }
    const dest = new Map<number, number>();
    const key = (pt: Point): number => pt.y * s.map.width + pt.x;
    for (const pl of plans) if (!pl.swap) dest.set(key(pl.to), (dest.get(key(pl.to)) ?? 0) + 1);
    for (const pl of plans) {
      if (s.status !== 'active') break;
      const p = pl.p;
      if (!p.alive || p.finished) {
        this.emit('move_failed', { id: p.id, reason: 'eliminated_before_action', from: pl.from, to: pl.to });
        continue;
      }
      p.facing = pl.dir;
      let reason: string | null = null;
      if (pl.swap) reason = 'collision_swap';
      else if (!walkable(s.map.rows, pl.to.x, pl.to.y)) reason = 'blocked';
      else {
        const occ = this.solidAt(pl.to.x, pl.to.y, p);
        if (occ) {
          if (s.ruleset.entities.pvpCombat) {
            // the original's order: the victim's death, then the attacker's failed move
            this.killPlayer(occ, p.id);
            this.emit('move_failed', { id: p.id, reason: 'attack', from: pl.from, to: pl.to });
            continue;
          }
          reason = 'occupied';
        } else if ((dest.get(key(pl.to)) ?? 0) > 1) reason = 'collision_pileup';
      }
      if (reason) {
        this.emit('move_failed', { id: p.id, reason, from: pl.from, to: pl.to });
        continue;
      }
      p.x = pl.to.x; p.y = pl.to.y; p.moves++;
      this.emit('move', { id: p.id, from: pl.from, to: pl.to, facing: FACING_WORD[pl.dir] });
      const m = s.monster;
      if (m && m.x === p.x && m.y === p.y) this.killPlayer(p, 'monster');
    }
  }

  /** Kills every player in play standing on the monster (no status check, as the original). */
  private killUnderMonster(): void {
    const s = this.state, m = s.monster;
    if (!m) return;
    for (const p of s.players) if (p.alive && !p.finished && p.x === m.x && p.y === m.y) this.killPlayer(p, 'monster');
  }

  private monsterPhase(): void {
    const s = this.state, m = s.monster;
    if (!m || !s.players.some(isActive)) return;
    this.killUnderMonster();
    if (!s.players.some(isActive)) return;
    const target = monsterTarget(s, m);
    // Integer counter (thousandths of a move): the original's float `acc += speed` moves on the same turns for the presets' speeds.
    m.acc += m.speed;
    while (m.acc >= SPEED_UNIT) {
      m.acc -= SPEED_UNIT;
      const dir = monsterChooseStep(s, m, target);
      if (dir) { m.x += DELTA[dir][0]; m.y += DELTA[dir][1]; }
      // quirk monsterStepNoKill (default): the original's step returns nothing, so it emits no
      // monster_move and skips the kill check that should follow the step
      if (!quirkOn(s.ruleset, 'monsterStepNoKill') && dir) {
        this.emit('monster_move', { x: m.x, y: m.y });
        this.killUnderMonster();
        if (s.status !== 'active') break;
      }
    }
  }

  private resolutionPass(): void {
    const s = this.state, m = s.monster;
    for (const p of s.players) {
      if (!p.alive || p.finished) continue;
      if (m && m.x === p.x && m.y === p.y) { this.killPlayer(p, 'monster'); continue; }
      if (s.treasure && s.treasure.x === p.x && s.treasure.y === p.y) {
        s.treasure = null;
        p.hasTreasure = true;
        this.emit('treasure_pickup', { id: p.id, x: p.x, y: p.y });
      }
      if (p.x === s.map.exit.x && p.y === s.map.exit.y) {
        if (s.level < s.levels && s.players.length === 1) { this.nextLevel(p); return; }
        p.finished = true;
        p.escaped = true;
        this.emit('player_exit', { id: p.id, hasTreasure: p.hasTreasure });
        this.winCondition.onExit(this, p.id);
      }
    }
  }

  /** Multi-level solo runs: the next level, generated from `<seed>:L<k>`; only the final one has treasure. */
  private nextLevel(p: PlayerState): void {
    const s = this.state;
    const cfg = getDifficultyConfig({ preset: s.ruleset.world.difficultyPreset, chain: s.options.chain, world: matchWorld(s), overrides: s.options.difficulty ?? {} });
    s.level++;
    const { map, draws } = generateLevel(levelSeed(s.seed, s.level), cfg, s.level === s.levels);
    s.map = map;
    s.draws = draws;
    s.treasure = map.treasure ? { ...map.treasure } : null;
    p.x = map.entrance.x; p.y = map.entrance.y;
    if (s.monster) s.monster = spawnMonster(matchMonsterSpawn(s.ruleset, map), cfg.monster);
    this.emit('level_complete', { id: p.id, level: s.level - 1 });
  }

  private afterTick(): void {
    this.state.intents = {};
    this.closeIfFinished();
  }

  /** Once finished: placements, scores and the match_end event (once). */
  private closeIfFinished(): void {
    const s = this.state;
    if (s.status === 'finished' && s.players.some((p) => p.placement === null)) {
      // as the original: match_end carries the winner known at the end (none when all died), then finalize ranks
      this.emit('match_end', { reason: s.endReason, winnerId: s.winnerId });
      this.finalize();
    }
  }

  /** Ends an active match from outside (block_deadline, hard_ceiling, ...): idempotent; false if it was not active. */
  expire(reason: string): boolean {
    const s = this.state;
    if (s.status !== 'active') return false;
    const top = expiryRank(s)[0];
    if (top && (top.alive || top.finished)) s.winnerId = top.id;
    s.status = 'finished';
    s.endReason = reason;
    this.afterTick();
    return true;
  }

  /** Sets every placement and score from the win condition's ranking; winnerId is the first, or null when collective. */
  finalize(): void {
    const s = this.state;
    const ranked = this.winCondition.rank(this);
    ranked.forEach((p, i) => {
      p.placement = i + 1;
      p.score = finalScore(s, p, i + 1);
    });
    s.winnerId = this.collective ? null : ranked[0]?.id ?? null;
    // quirk winnerWhenAllDead (default): the original names the best-ranked player winner even when nobody survived
    if (!quirkOn(s.ruleset, 'winnerWhenAllDead') && !s.players.some((p) => p.alive || p.finished)) s.winnerId = null;
  }
}
