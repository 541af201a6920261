// Custom ids carry match, seat, turn and the order draft, and stay within Discord's 100 characters.
import { describe, expect, it } from 'vitest';
import { applyPadPart, type Draft } from '../../engine/core/pad.ts';
import { GAMES } from '../../engine/games.ts';
import { decodeDraft, encodeDraft, padRows, pickedValue } from '../../bot/controls/index.ts';
import { encodeCustomId, parseCustomId } from '../../bot/custom-id.ts';

const MATCH = 'm_0123456789abcdef';

function idsOf(rows: ReturnType<typeof padRows>): string[] {
  return rows.flatMap((r) => (r.toJSON() as { components: { custom_id?: string }[] }).components.map((c) => c.custom_id ?? ''));
}

describe('custom ids and order drafts', () => {
  it('round-trips a custom id with its arguments', () => {
    const text = encodeCustomId({ kind: 'part', matchId: MATCH, seat: 3, turn: 41, args: ['i', 'push.C4.C9.target.1'] });
    expect(parseCustomId(text)).toEqual({ kind: 'part', matchId: MATCH, seat: 3, turn: 41, args: ['i', 'push.C4.C9.target.1'] });
  });

  it('refuses ids that are not ours and arguments that would break the format', () => {
    expect(parseCustomId('zz:m_1:0:0')).toBeNull();
    expect(parseCustomId('os:m_1:x:0')).toBeNull();
    expect(() => encodeCustomId({ kind: 'quick', matchId: MATCH, seat: 0, turn: 0, args: ['a:b'] })).toThrow(/contains/);
  });

  it('keeps every lantern control id under 100 characters with the longest draft', () => {
    const pad = GAMES.lantern.pad;
    const draft = ['beeline', 'M7', 'C9', 'target', '1'];
    const rows = padRows({ matchId: MATCH, seat: 5, turn: 41 }, pad.describe({ role: 'hider' }, 5, draft), draft);
    const ids = idsOf(rows);
    expect(ids.length).toBe(7);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id.length).toBeLessThanOrEqual(100);
  });

  it('builds the lantern order from the picks of its menus, and names what is missing', () => {
    const pad = GAMES.lantern.pad;
    const view = { role: 'hider' };
    const pick = (d: Draft, key: string, axis: string | undefined, id: string): Draft => {
      const r = applyPadPart(pad, view, 0, d, key, pickedValue(pad.describe(view, 0, d), key, axis, id));
      if (!r.ok) throw new Error(r.error);
      return r.value;
    };
    let d: Draft = decodeDraft('hide', pad.draftLength);
    expect(pad.describe(view, 0, d).summary).toBe('Order so far: hide needs a target cell: pick a column (A–M) and a row (1–7)');
    d = pick(pick(d, 'g', 'c', 'F'), 'g', 'r', '4');
    const crawl = applyPadPart(pad, view, 0, d, 'w', '1');
    if (crawl.ok) d = crawl.value;
    expect(pad.describe(view, 0, d).summary).toBe('Order so far: `hide F4 crawl`');
    d = pick(pick(d, 'i', undefined, 'push'), 'k', undefined, 'C2');
    expect(pad.describe(view, 0, d).submit?.label).toBe('Submit: push C2 to F4 crawl');
    expect(applyPadPart(pad, view, 0, d, 'g', 'Z4')).toMatchObject({ ok: false });
    expect(encodeDraft(d)).toBe('push.F4.C2.-.1');
  });

  it('builds a dungeon path of at most 8 steps with undo', () => {
    const pad = GAMES.dungeon.pad;
    const view = { treasure: null };
    let d: Draft = ['-', '-'];
    const step = (dir: string) => {
      const part = pad.describe(view, 0, d).parts.find((p) => p.key === 'd')!;
      const c = part.choices.find((x) => x.id === dir)!;
      if (c.disabled) return;
      const r = applyPadPart(pad, view, 0, d, 'd', c.value);
      if (r.ok) d = r.value;
    };
    for (const s of 'NNEESSWWN') step(s);
    expect(pad.toOrder(view, 0, d)).toEqual({ ok: true, value: { kind: 'move', steps: [...'NNEESSWW'] } });
    step('undo');
    expect(pad.describe(view, 0, d).submit).toEqual({ label: 'Move NNEESSW', disabled: false });
    expect(pad.toOrder(view, 0, ['-', '-']).ok).toBe(false);
    // No treasure on the floor: the one-press treasure order is not offered.
    expect(pad.describe(view, 0, d).parts.find((p) => p.key === 'x')!.choices.find((c) => c.id === 'treasure')!.disabled).toBe(true);
  });
});

describe('custom ids of the longest drafts', () => {
  it('stay within Discord\'s 100 characters for every control of every game, at the largest seat, turn and draft', async () => {
    const { matchMessage } = await import('../../bot/messages/match-message.ts');
    const matchId = `m_${'z'.repeat(16)}`;
    const lamps = Array.from({ length: 25 }, (_, i) => ({ number: i + 1, lit: i % 2 === 0, holders: [15] }));
    const view = {
      role: 'seeker', self: { role: 'seeker' }, lamps, treasure: { x: 1, y: 1 },
      lamplighters: [{ seat: 15, alive: true, target: { number: 25, inReach: true }, upgradeRows: [] }],
    };
    const drafts: Record<string, string[][]> = {
      lantern: [['beeline', 'M7', 'C9', 'target', '1'], ['push', 'M7', 'C9', 'track', '1']],
      lamplighter: [['25', 'buy-stride']],
      dungeon: [['NNNNNNNN', 'treasure'], ['-', '-']],
    };
    for (const [game, list] of Object.entries(drafts)) {
      for (const draft of list) {
        const pad = GAMES[game].pad.describe(view, 15, draft);
        const ids = idsOf(padRows({ matchId, seat: 15, turn: 99_999 }, pad, draft));
        expect(ids.length).toBeGreaterThan(0);
        // The longest choice value rides in the id next to the draft.
        for (const id of ids) expect(id.length, `${game} ${id}`).toBeLessThanOrEqual(100);
      }
    }
    // The match message carries the watermark in a custom id: the longest stream id fits too.
    const snap = { matchId, code: 'ABCDEF', status: 'running', game: 'dungeon', ruleset: 'race', host: 'p', turn: 99_999, seats: [], deadline: null, results: null, createdAt: 0, startedAt: 0, finishedAt: null, version: 1 } as any;
    const msg = matchMessage(snap, null, null, { turns: [], through: '99999999999999-99999' });
    for (const c of msg.components.flatMap((r) => r.components as { custom_id?: string }[])) expect((c.custom_id ?? '').length).toBeLessThanOrEqual(100);
  });
});
