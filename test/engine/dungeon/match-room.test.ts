import { describe, expect, it } from 'vitest';
import { intentOrderKey, MatchRoom } from '../../../engine/dungeon/match-room.ts';
import { board, eventsOf, pl } from './helpers.ts';

describe('MatchRoom setup', () => {
  it('resolves the ruleset: explicit spec, then rulesetId + overrides, then the legacy option bag', () => {
    expect(MatchRoom.create({ seed: 'a', ruleset: { id: 'mine', winCondition: { type: 'high-score' } }, rulesetId: 'last-alive' }).state.ruleset.id).toBe('mine');
    const byId = MatchRoom.create({ seed: 'a', rulesetId: 'last-alive', rulesetOverrides: { timing: { tickMs: 100 } }, economy: 'free' }).state.ruleset;
    expect([byId.id, byId.timing.tickMs]).toEqual(['last-alive', 100]);
    const legacy = MatchRoom.create({ seed: 'a', economy: 'credits_prestige', variant: 'pvp' }).state.ruleset;
    expect([legacy.id, legacy.economy.model, legacy.winCondition.type]).toEqual(['race', 'credits_prestige', 'first-to-exit']);
  });

  it('spawns the monster only when entities.monster is set', () => {
    expect(MatchRoom.create({ seed: 'a', rulesetId: 'race' }).state.monster).not.toBeNull();
    expect(MatchRoom.create({ seed: 'a', ruleset: { entities: { monster: false } } }).state.monster).toBeNull();
  });

  it('takes minDurationMs and hardCeilingMs from the ruleset timing, overridable by the manager', () => {
    const r = MatchRoom.create({ seed: 'a', ruleset: { timing: { minDurationMs: 5000, hardCeilingMs: 9000 } } }).state;
    expect([r.minDurationMs, r.hardCeilingMs]).toEqual([5000, 9000]);
    const o = MatchRoom.create({ seed: 'a', ruleset: { timing: { minDurationMs: 5000 } }, minDurationMs: 7, hardCeilingMs: 8 }).state;
    expect([o.minDurationMs, o.hardCeilingMs]).toEqual([7, 8]);
  });

  it.each([[undefined, 8], [1, 2], [0, 8], [40, 32], [5, 5]])('clamps maxPlayers %s into 2..32 (race max 8; 0 counts as unset, as in the original) -> %i', (req, want) => {
    expect(MatchRoom.create({ seed: 'a', rulesetId: 'race', maxPlayers: req }).state.maxPlayers).toBe(want);
  });

  it('refuses players beyond the cap, duplicates, and joins after the start', () => {
    const room = MatchRoom.create({ seed: 'a', rulesetId: 'race', maxPlayers: 2 });
    room.addPlayer('A'); room.addPlayer('B');
    expect(() => room.addPlayer('C')).toThrow(/at most 2/);
    room.start();
    expect(() => room.addPlayer('D')).toThrow(/active/);
  });

  it('exposes the client-safe summary', () => {
    expect(MatchRoom.create({ seed: 'a', rulesetId: 'last-alive' }).summary).toEqual({
      id: 'last-alive', label: 'Last Alive', mode: 'pvp', description: expect.stringContaining('PvP'), winCondition: 'last-alive', pvpCombat: true,
    });
  });

  it('treats coop and all-escape as collective', () => {
    expect(MatchRoom.create({ seed: 'a', rulesetId: 'coop-escape' }).collective).toBe(true);
    expect(MatchRoom.create({ seed: 'a', ruleset: { mode: 'race', winCondition: { type: 'all-escape' } } }).collective).toBe(true);
    expect(MatchRoom.create({ seed: 'a', rulesetId: 'race' }).collective).toBe(false);
  });

  it('gives entrant i spawn i: the entrance, then tiles by Manhattan distance, ties in row order', () => {
    const room = MatchRoom.create({ seed: 'spawn', rulesetId: 'race' });
    const e = room.state.map.entrance;
    const ps = [room.addPlayer('A'), room.addPlayer('B'), room.addPlayer('C')];
    expect([ps[0].x, ps[0].y]).toEqual([e.x, e.y]);
    expect(ps.map((p) => p.entrantSlot)).toEqual([0, 1, 2]);
    const d = (p: { x: number; y: number }) => Math.abs(p.x - e.x) + Math.abs(p.y - e.y);
    expect(d(ps[1])).toBe(1);
    expect(d(ps[2])).toBeGreaterThanOrEqual(1);
    if (d(ps[2]) === 1) expect(ps[1].y * 1000 + ps[1].x).toBeLessThan(ps[2].y * 1000 + ps[2].x);
  });

  it('needs a seed (the engine has no randomness of its own)', () => {
    expect(() => MatchRoom.create({ seed: '' })).toThrow(/seed/);
  });
});

describe('MatchRoom moves', () => {
  it('bounces a head-on swap with collision_swap', () => {
    const r = board(['#####', '#12X#', '#####'], { ruleset: { entities: { monster: false } } });
    r.queueMove('P1', 'E'); r.queueMove('P2', 'W');
    const ev = r.resolveTick();
    expect(eventsOf(ev, 'move_failed').map((e) => e.reason)).toEqual(['collision_swap', 'collision_swap']);
    expect([pl(r, 'P1').x, pl(r, 'P2').x]).toEqual([1, 2]);
  });

  it('bounces a pile-up onto one tile with collision_pileup', () => {
    const r = board(['#####', '#1.2#', '#.#X#', '#####'], { ruleset: { entities: { monster: false } } });
    r.queueMove('P1', 'E'); r.queueMove('P2', 'W');
    const ev = r.resolveTick();
    expect(eventsOf(ev, 'move_failed').map((e) => e.reason).sort()).toEqual(['collision_pileup', 'collision_pileup']);
  });

  it('refuses a wall with blocked, still turning the player', () => {
    const r = board(['#####', '#1.X#', '#####'], { ruleset: { entities: { monster: false } } });
    r.queueMove('P1', 'N');
    expect(eventsOf(r.resolveTick(), 'move_failed')[0]).toMatchObject({ id: 'P1', reason: 'blocked', from: { x: 1, y: 1 }, to: { x: 1, y: 0 } });
    expect(pl(r, 'P1').facing).toBe('N');
    expect(pl(r, 'P1').moves).toBe(0);
  });

  it('keeps living players solid (occupied) and lets corpses and escaped heroes be walked through', () => {
    const r = board(['######', '#12.X#', '######'], { ruleset: { entities: { monster: false } } });
    r.queueMove('P1', 'E');
    expect(eventsOf(r.resolveTick(), 'move_failed')[0].reason).toBe('occupied');
    pl(r, 'P2').alive = false;
    r.queueMove('P1', 'E');
    expect(eventsOf(r.resolveTick(), 'move')).toHaveLength(1);
    const r2 = board(['######', '#1.2X#', '######'], { rulesetId: 'coop-escape', ruleset: undefined });
    r2.state.monster = null;
    r2.queueMove('P2', 'E');
    r2.resolveTick();
    expect(pl(r2, 'P2').escaped).toBe(true);
    for (let i = 0; i < 3; i++) { r2.queueMove('P1', 'E'); r2.resolveTick(); }
    expect([pl(r2, 'P1').x, pl(r2, 'P1').escaped, r2.state.endReason]).toEqual([4, true, 'all_escaped']);
  });

  it('records a successful move: moves + 1 and a move event with from, to, facing (the original\'s word: right)', () => {
    const r = board(['#####', '#1.X#', '#####'], { ruleset: { entities: { monster: false } } });
    r.queueMove('P1', 'E');
    expect(eventsOf(r.resolveTick(), 'move')[0]).toMatchObject({ id: 'P1', from: { x: 1, y: 1 }, to: { x: 2, y: 1 }, facing: 'right', tick: 1 });
    expect(pl(r, 'P1').moves).toBe(1);
  });

  it('the last intent in a tick counts', () => {
    const r = board(['#####', '#.1.#', '#.X.#', '#####'], { ruleset: { entities: { monster: false } } });
    r.queueMove('P1', 'E'); r.queueMove('P1', 'W');
    r.resolveTick();
    expect(pl(r, 'P1').x).toBe(1);
  });
});

describe('MatchRoom same-tick order and PvP', () => {
  const arena = ['#######', '#1.2..#', '#....X#', '#######'];

  it('orders same-tick intents by sha256(seed:tick:entrantSlot), never by arrival', () => {
    const keys = [0, 1].map((slot) => intentOrderKey('board-seed', 1, slot));
    const run = (first: string) => {
      const r = board(arena, { rulesetId: 'last-alive' });
      r.state.monster = null;
      const order: [string, 'E' | 'W'][] = first === 'P1' ? [['P1', 'E'], ['P2', 'W']] : [['P2', 'W'], ['P1', 'E']];
      for (const [id, d] of order) r.queueMove(id, d);
      return r.resolveTick().map((e) => `${e.type}:${e.id}:${e.reason ?? ''}`);
    };
    expect(run('P1')).toEqual(run('P2'));
    // both step onto (2,1): a pile-up, whoever is first
    expect(run('P1').filter((e) => e.startsWith('move_failed'))).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('a PvP strike kills the rival, the attacker holds position, and ends last_alive', () => {
    const r = board(['######', '#12.X#', '######'], { rulesetId: 'last-alive' });
    r.state.monster = null;
    r.queueMove('P1', 'E');
    const ev = r.resolveTick();
    expect(eventsOf(ev, 'move_failed')[0]).toMatchObject({ id: 'P1', reason: 'attack' });
    expect(eventsOf(ev, 'player_death')[0]).toMatchObject({ id: 'P2', killedBy: 'P1' });
    expect(pl(r, 'P1').x).toBe(1);
    expect([r.state.status, r.state.endReason, r.state.winnerId]).toEqual(['finished', 'last_alive', 'P1']);
  });

  it('an entrant struck earlier in the committed order cannot act: move_failed eliminated_before_action', () => {
    // P1, P2, P3 in a row; P1 and P3 both strike P2? Use three: P2 strikes P3 while P3 strikes P2.
    let found = false;
    for (let i = 0; i < 40 && !found; i++) {
      const r = board(['#######', '#1.23.#', '#....X#', '#######'], { rulesetId: 'last-alive', seed: `s${i}` });
      r.state.monster = null;
      r.queueMove('P2', 'E'); r.queueMove('P3', 'W'); // a swap would bounce: instead P3 strikes and P2 tries to step away
      r.state.intents = { P2: 'W', P3: 'W' };
      const ev = r.resolveTick();
      const failed = eventsOf(ev, 'move_failed');
      if (failed.some((e) => e.reason === 'eliminated_before_action')) {
        found = true;
        const key2 = intentOrderKey(`s${i}`, 1, 1), key3 = intentOrderKey(`s${i}`, 1, 2);
        expect(key3 < key2).toBe(true); // P3 acted first
        expect(failed.find((e) => e.reason === 'eliminated_before_action').id).toBe('P2');
      }
    }
    expect(found).toBe(true);
  });

  it('without pvpCombat a living rival is just occupied', () => {
    const r = board(['######', '#12.X#', '######'], { rulesetId: 'race' });
    r.state.monster = null;
    r.queueMove('P1', 'E');
    expect(eventsOf(r.resolveTick(), 'move_failed')[0].reason).toBe('occupied');
    expect(pl(r, 'P2').alive).toBe(true);
  });
});

describe('MatchRoom treasure, monster and resolution', () => {
  it('picks up free treasure, drops it where the carrier dies, removes it when the carrier escapes', () => {
    const r = board(['#######', '#1$..X#', '#######'], { rulesetId: 'race' });
    r.state.monster = null;
    r.queueMove('P1', 'E');
    expect(eventsOf(r.resolveTick(), 'treasure_pickup')[0]).toMatchObject({ id: 'P1', x: 2, y: 1 });
    expect([pl(r, 'P1').hasTreasure, r.state.treasure]).toEqual([true, null]);
    r.queueMove('P1', 'E'); r.resolveTick();
    r.killPlayer(pl(r, 'P1'), 'forfeit');
    expect([pl(r, 'P1').hasTreasure, r.state.treasure]).toEqual([false, { x: 3, y: 1 }]);
    const e = board(['######', '#1$.X#', '######'], { rulesetId: 'race' });
    e.state.monster = null;
    for (let i = 0; i < 3; i++) { e.queueMove('P1', 'E'); e.resolveTick(); }
    expect(eventsOf(e.events, 'player_exit')[0]).toMatchObject({ id: 'P1', hasTreasure: true });
    expect(e.state.treasure).toBeNull();
  });

  it('a monster of speed 0.5 steps every second tick; speed 0 never moves', () => {
    const half = board(['#########', '#1.....M#', '#.....X.#', '#########'], { rulesetId: 'race', speed: 0.5 });
    const steps = [1, 2, 3, 4].map(() => { const m = half.state.monster!, x = m.x, y = m.y; half.resolveTick(); return Number(m.x !== x || m.y !== y); });
    expect(steps).toEqual([0, 1, 0, 1]);
    const still = board(['#########', '#1.....M#', '#.....X.#', '#########'], { rulesetId: 'race', speed: 0 });
    for (let i = 0; i < 6; i++) still.resolveTick();
    expect([still.state.monster!.x, still.state.monster!.y]).toEqual([7, 1]);
  });

  it('kills a player who steps onto the monster, and one standing under it when its phase starts', () => {
    const r = board(['#######', '#1M...#', '#..2.X#', '#######'], { rulesetId: 'race', speed: 0 });
    r.queueMove('P1', 'E');
    expect(eventsOf(r.resolveTick(), 'player_death')[0]).toMatchObject({ id: 'P1', killedBy: 'monster' });
    r.state.monster!.x = 3; r.state.monster!.y = 2;
    expect(eventsOf(r.resolveTick(), 'player_death')[0]).toMatchObject({ id: 'P2', killedBy: 'monster' });
  });

  it('quirk monsterStepNoKill (default): a fast monster passes through a player, who lives, and no monster_move is emitted', () => {
    const r = board(['#########', '#..1...M#', '#X......#', '#########'], { rulesetId: 'race', speed: 5 });
    const events = r.resolveTick();
    // it steps onto P1's tile (x 3) on its fourth move and wanders off on its fifth
    expect(pl(r, 'P1').alive).toBe(true);
    expect(r.state.monster!.x).not.toBe(3);
    expect(eventsOf(events, 'monster_move')).toHaveLength(0);
  });

  it('monsterStepNoKill false: a kill check after every step, so a fast monster cannot pass through a player', () => {
    const r = board(['#########', '#..1...M#', '#X......#', '#########'], { rulesetId: 'race', speed: 5, quirks: { monsterStepNoKill: false } });
    r.resolveTick();
    const p = pl(r, 'P1');
    expect([p.alive, p.killedBy]).toEqual([false, 'monster']);
    expect(r.state.monster!.x).toBe(3);
  });

  it('monsterStepNoKill false: monster_move events are emitted, one per step', () => {
    const r = board(['#######', '#1...M#', '#....X#', '#######'], { rulesetId: 'race', quirks: { monsterStepNoKill: false } });
    expect(eventsOf(r.resolveTick(), 'monster_move')).toHaveLength(1);
    const q = board(['#######', '#1...M#', '#....X#', '#######'], { rulesetId: 'race' });
    expect(eventsOf(q.resolveTick(), 'monster_move')).toHaveLength(0);
  });

  it('a high-score exit does not end the match; it resolves when nobody is active', () => {
    const r = board(['######', '#1.X.#', '#2...#', '######'], { rulesetId: 'score-attack' });
    r.state.monster = null;
    r.queueMove('P1', 'E'); r.resolveTick(); r.queueMove('P1', 'E'); r.resolveTick();
    expect([pl(r, 'P1').escaped, r.state.status]).toEqual([true, 'active']);
    r.forfeit('P2');
    expect([r.state.status, r.state.endReason]).toEqual(['finished', 'resolved']);
  });

  it('co-op ends all_escaped with a null winner once every survivor is out', () => {
    const r = board(['######', '#1.X.#', '#2...#', '######'], { rulesetId: 'coop-escape' });
    r.state.monster = null;
    for (const [id, d] of [['P1', 'E'], ['P1', 'E'], ['P2', 'E'], ['P2', 'E'], ['P2', 'N']] as const) { r.queueMove(id, d); r.resolveTick(); }
    expect([r.state.status, r.state.endReason, r.state.winnerId]).toEqual(['finished', 'all_escaped', null]);
    expect(r.state.players.map((p) => p.placement)).toEqual([1, 2]);
    expect(eventsOf(r.events, 'match_end')[0]).toMatchObject({ reason: 'all_escaped', winnerId: null });
  });

  it('first-to-exit: when every player dies the first-ranked player is still the winner (kept quirk)', () => {
    const r = board(['#######', '#1.2.X#', '#######'], { rulesetId: 'race' });
    r.state.monster = null;
    r.forfeit('P2'); r.forfeit('P1');
    expect([r.state.endReason, r.state.winnerId, pl(r, 'P1').placement]).toEqual(['all_dead', 'P1', 1]);
  });
});

describe('MatchRoom expire and finalize', () => {
  it('expiry ranks by closeness to the exit and sets a living top player as winner', () => {
    const r = board(['########', '#1..2.X#', '########'], { rulesetId: 'race' });
    r.state.monster = null;
    expect(r.expire('block_deadline')).toBe(true);
    expect([r.state.winnerId, r.state.endReason, pl(r, 'P2').placement, pl(r, 'P1').placement]).toEqual(['P2', 'block_deadline', 1, 2]);
    expect(pl(r, 'P2').score).toBe(100 + 300 + 96 + 300);
  });

  it('is idempotent: a second expire changes nothing', () => {
    const r = board(['########', '#1..2.X#', '########'], { rulesetId: 'race' });
    r.expire('hard_ceiling');
    const before = JSON.stringify(r.state);
    expect(r.expire('block_deadline')).toBe(false);
    expect(JSON.stringify(r.state)).toBe(before);
  });

  it('after expire, last-alive re-ranks by its own rule (the player in play wins)', () => {
    const r = board(['########', '#1..2.X#', '########'], { rulesetId: 'last-alive' });
    r.state.monster = null;
    r.forfeit('P2');
    expect(r.state.status).toBe('finished'); // two started, one left
    const r2 = board(['#########', '#1..2..X#', '#3......#', '#########'], { rulesetId: 'last-alive' });
    r2.state.monster = null;
    r2.expire('hard_ceiling');
    expect(r2.state.winnerId).toBe('P2');
  });

  it('a forfeit between ticks keeps the other players\' queued intents', () => {
    const r = board(['######', '#1..X#', '#2...#', '#3...#', '######'], { rulesetId: 'race' });
    r.state.monster = null;
    r.queueMove('P1', 'E'); r.queueMove('P2', 'E');
    r.forfeit('P2', 'afk');
    expect(r.state.intents).toEqual({ P1: 'E' });
    expect(pl(r, 'P2').killedBy).toBe('afk');
  });

  it('a cancelled room takes no moves and no ticks', () => {
    const r = board(['#####', '#1.X#', '#####'], { rulesetId: 'race' });
    r.cancel();
    expect(r.queueMove('P1', 'E')).toBe(false);
    expect(r.resolveTick()).toEqual([]);
    expect(r.state.tick).toBe(0);
  });
});
