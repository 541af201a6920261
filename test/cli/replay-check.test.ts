// `lamplit replay verify` checks everything a replay claims (issue 17): a Lantern replay whose
// seed was edited (7 -> 8) or one of whose control characters was flipped passed, since neither
// changes a keyframe digest. Now the match is played again from the replay's inputs and every
// field compared; the first differing field or keyframe is named. All three games' replays.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkReplay, firstDifference } from '../../cli/replay-check.ts';
import type { Game } from '../../engine/core/game.ts';
import { GAMES } from '../../engine/games.ts';
import { playBotMatch } from '../../engine/lantern/bot-match.ts';
import { baselineOrder } from '../../engine/lantern/bots.ts';
import { awaitingSeats, resolveLanternTurn, setupLantern } from '../../engine/lantern/match.ts';
import type { LanternOrder, LanternState } from '../../engine/lantern/types.ts';
import { playAutopilotMatch } from '../../engine/lamplighter/match.ts';

const LANTERN = GAMES.lantern!;
const LAMPLIGHTER = GAMES.lamplighter!;
const DUNGEON = GAMES.dungeon!;
const dir = mkdtempSync(join(tmpdir(), 'lamplit-replay-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Doc = Record<string, any>;
const asFile = (replay: unknown): Doc => JSON.parse(JSON.stringify(replay)) as Doc;

/** A whole bot-only match of a game through the Game contract (every awaited seat given its baseline). */
function botMatch(game: Game<any, any, any>, ruleset: string, seed: string | number, options: Record<string, unknown> = {}): unknown {
  let s = game.setup(ruleset, seed, options);
  for (let i = 0; i < 10_000 && !game.isOver(s); i++) {
    const orders = new Map(game.awaiting(s).map((k) => [k, game.baseline(s, k)]));
    s = game.resolveTurn(s, orders).state;
  }
  return game.replay(s);
}

/** A Lantern replay with one base64 character of its controls changed at `at`. */
function flipped(doc: Doc, at: number): Doc {
  const c: string = doc.controls;
  return { ...doc, controls: c.slice(0, at) + (c[at] === 'A' ? 'B' : 'A') + c.slice(at + 1) };
}

describe('checkReplay on honest replays', () => {
  it('passes Lantern matches with bots, no-shows, a seat that comes back, a half ended early and a wall-clock end', () => {
    expect(checkReplay(LANTERN, asFile(LANTERN.replay(playBotMatch('lantern-test', 7))))).toMatchObject({ ok: true });
    expect(checkReplay(LANTERN, asFile(LANTERN.replay(playBotMatch('lantern-test', 3, { absent: [1, 4], bots: { moth: 'moth' } }))))).toMatchObject({ ok: true });
    // lantern-classic: a half everybody is found in ends early, so its later turn numbers are skipped.
    expect(checkReplay(LANTERN, asFile(LANTERN.replay(playBotMatch('lantern-classic', 7))))).toMatchObject({ ok: true });
    let s: LanternState = setupLantern('lantern-test', 9, { bots: { moth: 'moth' } });
    for (let turn = 0; s.end === null; turn++) {
      const orders = new Map<number, LanternOrder>();
      // Seat 2 orders from turn 3 on only; seat 5 every other turn.
      for (const k of awaitingSeats(s)) if (!(k === 2 && turn < 3) && !(k === 5 && turn % 2 === 1)) orders.set(k, baselineOrder(s, k, 'moth'));
      s = resolveLanternTurn(s, orders, turn === 8 ? { elapsedMs: Number.MAX_SAFE_INTEGER } : {}).state;
    }
    expect(s.end).toMatchObject({ reason: 'deadline' });
    expect(checkReplay(LANTERN, asFile(LANTERN.replay(s)))).toMatchObject({ ok: true });
  }, 60_000);

  it('passes Lamplighter\'s Round and Dungeon matches, the dungeon set up with its own size', () => {
    expect(checkReplay(LAMPLIGHTER, asFile(LAMPLIGHTER.replay(playAutopilotMatch('lamplighter-duo', 7))))).toMatchObject({ ok: true });
    expect(checkReplay(DUNGEON, asFile(botMatch(DUNGEON, 'race', '7', { names: ['a', 'b'] })))).toMatchObject({ ok: true });
    expect(checkReplay(DUNGEON, asFile(botMatch(DUNGEON, 'race', '7', { names: ['a', 'b'], env: { DUNGEON_WIDTH: '30', DUNGEON_HEIGHT: '20' } })))).toMatchObject({ ok: true });
  });
});

describe('checkReplay on edited replays', () => {
  const lantern = asFile(LANTERN.replay(playBotMatch('lantern-test', 7)));

  it('fails a Lantern replay whose seed was edited 7 -> 8, naming the first event that tells the seed', () => {
    expect(LANTERN.verifyReplay({ ...lantern, seed: 8 })).toMatchObject({ ok: true });
    expect(checkReplay(LANTERN, { ...lantern, seed: 8 })).toEqual({ ok: false, error: 'event events[0].seed differs: 7 recorded, 8 when the match is played again', turn: 0, tick: 0 });
  });

  it('fails a Lantern replay with any one control character flipped, naming the tick and seat', () => {
    let unseenByDigests = 0;
    for (const at of [0, 777, 5001, 12_345, 30_000, lantern.controls.length - 3]) {
      const doc = flipped(lantern, at);
      if (LANTERN.verifyReplay(doc).ok) unseenByDigests++;
      const check = checkReplay(LANTERN, doc);
      expect(check.ok, `flip at ${at}`).toBe(false);
      if (!check.ok) expect(check.error).toMatch(/^(controls at tick \d+ \(seat \d, byte \d\) differ: -?\d+ recorded, -?\d+ from the orders the replay records|keyframe at tick \d+ .*)$/);
    }
    // Most flips change nothing a keyframe digest covers: the old check passed them.
    expect(unseenByDigests).toBeGreaterThan(0);
  });

  it('fails edited events, results and keyframe positions, naming the field', () => {
    const ev = structuredClone(lantern);
    const found = ev.events.findIndex((e: Doc) => e.type === 'found');
    ev.events[found].seat = (ev.events[found].seat + 2) % 6;
    expect(checkReplay(LANTERN, ev)).toMatchObject({ ok: false, error: expect.stringMatching(new RegExp(`^event events\\[${found}\\]\\.seat differs`)) });
    const res = structuredClone(lantern);
    // the other team's seats (a fixed [0, 2, 4] is what seed 7 really gives since the original's step)
    res.results.winners = lantern.results.winners.map((k: number) => (k + 1) % 6);
    expect(res.results.winners[0]).not.toBe(lantern.results.winners[0]);
    expect(checkReplay(LANTERN, res)).toMatchObject({ ok: false, error: expect.stringMatching(/^field results\.winners\[0\] differs/) });
    const kf = structuredClone(lantern);
    kf.digests[5].cogs[0][0] += 1;
    expect(checkReplay(LANTERN, kf)).toMatchObject({ ok: false, error: expect.stringMatching(/^keyframe at tick 120 \(digests\[5\]\.cogs\[0\]\[0\]\) differs/), tick: 120 });
  });

  it('fails edited Lamplighter and Dungeon seeds and orders', () => {
    const lamp = asFile(LAMPLIGHTER.replay(playAutopilotMatch('lamplighter-duo', 7)));
    expect(checkReplay(LAMPLIGHTER, { ...lamp, seed: 8 })).toMatchObject({ ok: false, turn: 0 });
    const dungeon = asFile(botMatch(DUNGEON, 'race', '7', { names: ['a', 'b'] }));
    expect(checkReplay(DUNGEON, { ...dungeon, seed: '8' })).toMatchObject({ ok: false, turn: 0 });
    const order = structuredClone(dungeon);
    order.orders[0]['0'] = { kind: 'wait' };
    expect(checkReplay(DUNGEON, order).ok).toBe(false);
  });

  it('names the first differing path of two documents', () => {
    expect(firstDifference({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] }, '')).toBe('a[1].b');
    expect(firstDifference([1, 2], [1, 2, 3], 'x')).toBe('x.length');
    expect(firstDifference({ a: 1 }, { a: 1 }, '')).toBeNull();
  });
});

describe('lamplit replay verify', () => {
  function verify(name: string, doc: unknown): { code: number | null; out: string; err: string } {
    const file = join(dir, name);
    writeFileSync(file, JSON.stringify(doc));
    const r = spawnSync(process.execPath, ['bin/lamplit.js', 'replay', 'verify', file], { encoding: 'utf8', timeout: 60_000 });
    return { code: r.status, out: r.stdout, err: r.stderr.replaceAll(file, 'FILE') };
  }

  it('accepts a replay written by `lamplit sim lantern` and rejects it with the seed edited or a control character flipped, in one line', () => {
    const file = join(dir, 'sim.json');
    const sim = spawnSync(process.execPath, ['bin/lamplit.js', 'sim', 'lantern', '--seed', '7', '--ruleset', 'lantern-test', '--replay', file], { encoding: 'utf8', timeout: 60_000 });
    expect(sim.status).toBe(0);
    const doc = JSON.parse(spawnSync('cat', [file], { encoding: 'utf8' }).stdout) as Doc;
    expect(verify('ok.json', doc)).toMatchObject({ code: 0, out: expect.stringMatching(/^lantern replay ok: seed 7, lantern-test/) });
    expect(verify('seed.json', { ...doc, seed: 8 })).toEqual({ code: 1, out: '', err: 'lamplit: replay FILE does not verify: first differing tick 0: event events[0].seed differs: 7 recorded, 8 when the match is played again\n' });
    const flip = verify('flip.json', flipped(doc, 5000));
    expect(flip.code).toBe(1);
    expect(flip.err).toMatch(/^lamplit: replay FILE does not verify: first differing tick (\d+): controls at tick \1 \(seat \d, byte \d\) differ: -?\d+ recorded, -?\d+ from the orders the replay records\n$/);
  }, 60_000);

  it('rejects Lamplighter and Dungeon replays with the seed edited, in one line', () => {
    const lamp = asFile(LAMPLIGHTER.replay(playAutopilotMatch('lamplighter-duo', 7)));
    const l = verify('lamp.json', { ...lamp, seed: 8 });
    expect(l.code).toBe(1);
    expect(l.err).toMatch(/^lamplit: replay FILE does not verify: first differing tick \d+: turn 0: digest \w+ differs from the recorded \w+\n$/);
    const dungeon = asFile(botMatch(DUNGEON, 'race', '7', { names: ['a', 'b'] }));
    const d = verify('dungeon.json', { ...dungeon, seed: '8' });
    expect(d).toEqual({ code: 1, out: '', err: 'lamplit: replay FILE does not verify: digest differs after turn 0\n' });
  }, 60_000);
});

describe('checkReplay and the fields a file leaves out', () => {
  it('compares only what the file records: a field it does not have claims nothing', () => {
    const doc = asFile(LANTERN.replay(playBotMatch('lantern-test', 7)));
    const { results: _dropped, ...withoutResults } = doc;
    expect(checkReplay(LANTERN, withoutResults)).toMatchObject({ ok: true });
    expect(checkReplay(LANTERN, { ...doc, note: 'added by hand' })).toMatchObject({ ok: false, error: 'field note differs: "added by hand" recorded, nothing when the match is played again' });
  }, 30_000);
});
