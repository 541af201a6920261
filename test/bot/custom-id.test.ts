// Custom ids carry match, seat, turn and the order draft, and stay within Discord's 100 characters.
import { describe, expect, it } from 'vitest';
import { CONTROLS, decodeDraft, encodeDraft } from '../../bot/controls/index.ts';
import { encodeCustomId, parseCustomId } from '../../bot/custom-id.ts';

const MATCH = 'm_0123456789abcdef';

describe('custom ids and order drafts', () => {
  it('round-trips a custom id with its arguments', () => {
    const text = encodeCustomId({ kind: 'part', matchId: MATCH, seat: 3, turn: 41, args: ['i', 'push.C.4.C9.target.1'] });
    expect(parseCustomId(text)).toEqual({ kind: 'part', matchId: MATCH, seat: 3, turn: 41, args: ['i', 'push.C.4.C9.target.1'] });
  });

  it('refuses ids that are not ours and arguments that would break the format', () => {
    expect(parseCustomId('zz:m_1:0:0')).toBeNull();
    expect(parseCustomId('os:m_1:x:0')).toBeNull();
    expect(() => encodeCustomId({ kind: 'quick', matchId: MATCH, seat: 0, turn: 0, args: ['a:b'] })).toThrow(/contains/);
  });

  it('keeps every lantern control id under 100 characters with the longest draft', () => {
    const { controls } = CONTROLS.lantern;
    const draft = ['beeline', 'M', '7', 'C9', 'target', '1'];
    const rows = controls.rows({ matchId: MATCH, seat: 5, turn: 41, view: { role: 'hider' } }, draft);
    const ids = rows.flatMap((r) => r.toJSON().components.map((c) => (c as { custom_id: string }).custom_id));
    expect(ids.length).toBe(7);
    for (const id of ids) expect(id.length).toBeLessThanOrEqual(100);
  });

  it('builds the lantern text order from its parts, and names what is missing', () => {
    const { controls, draftLength } = CONTROLS.lantern;
    let d = decodeDraft('hide', draftLength);
    expect(controls.toText(d)).toEqual({ ok: false, error: 'hide needs a target cell: pick a column (A–M) and a row (1–7)' });
    d = controls.applyPart(controls.applyPart(d, 'c', 'F'), 'r', '4');
    d = controls.applyPart(d, 'w', '1');
    expect(controls.toText(d)).toEqual({ ok: true, value: 'hide F4 crawl' });
    d = controls.applyPart(controls.applyPart(d, 'i', 'push'), 'k', 'C2');
    expect(controls.toText(d)).toEqual({ ok: true, value: 'push C2 to F4 crawl' });
    expect(controls.applyPart(d, 'c', 'Z')).toEqual(d);
    expect(encodeDraft(d)).toBe('push.F.4.C2.-.1');
  });

  it('builds a dungeon path of at most 8 steps with undo', () => {
    const { controls } = CONTROLS.dungeon;
    let d = ['-'];
    for (const s of 'NNEESSWWN') d = controls.applyPart(d, 'd', s);
    expect(controls.toText(d)).toEqual({ ok: true, value: 'move NNEESSWW' });
    d = controls.applyPart(d, 'd', 'undo');
    expect(controls.toText(d)).toEqual({ ok: true, value: 'move NNEESSW' });
    expect(controls.toText(['-']).ok).toBe(false);
  });
});

describe('custom ids of the longest drafts', () => {
  it('stay within Discord\'s 100 characters for every control of every game, at the largest seat, turn and draft', async () => {
    const { CONTROLS } = await import('../../bot/controls/index.ts');
    const { matchMessage } = await import('../../bot/messages/match-message.ts');
    const matchId = `m_${'z'.repeat(16)}`;
    const lamps = Array.from({ length: 25 }, (_, i) => ({ number: i + 1, lit: i % 2 === 0, holders: [15] }));
    const view = {
      role: 'seeker', self: { role: 'seeker' }, lamps,
      lamplighters: [{ seat: 15, alive: true, target: { number: 25, inReach: true }, upgradeRows: [] }],
    };
    const drafts: Record<string, string[][]> = {
      lantern: [['beeline', 'M', '7', 'C9', 'target', '1'], ['push', 'M', '7', 'C9', 'track', '1']],
      lamplighter: [['25']],
      dungeon: [['NNNNNNNN'], ['-']],
    };
    for (const [game, { controls }] of Object.entries(CONTROLS)) {
      for (const draft of drafts[game]) {
        const rows = controls.rows({ matchId, seat: 15, turn: 99_999, view }, draft);
        const ids = rows.flatMap((r) => (r.toJSON() as { components: { custom_id?: string }[] }).components.map((c) => c.custom_id ?? ''));
        expect(ids.length).toBeGreaterThan(0);
        for (const id of ids) expect(id.length, `${game} ${id}`).toBeLessThanOrEqual(100);
      }
    }
    // The match message carries the watermark in a custom id: the longest stream id fits too.
    const snap = { matchId, code: 'ABCDEF', status: 'running', game: 'dungeon', ruleset: 'race', host: 'p', turn: 99_999, seats: [], deadline: null, results: null, createdAt: 0, startedAt: 0, finishedAt: null, version: 1 } as any;
    const msg = matchMessage(snap, null, null, { turns: [], through: '99999999999999-99999' });
    for (const c of msg.components.flatMap((r) => r.components as { custom_id?: string }[])) expect((c.custom_id ?? '').length).toBeLessThanOrEqual(100);
  });
});
