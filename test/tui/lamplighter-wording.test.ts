// Lamplighter's wording in the terminal: turn mode speaks in orders, numbers read as people read
// them (no raw floats anywhere in a played round), the prompt wraps instead of being cut, the help
// header reads once, and counts agree with their nouns.
import { describe, expect, it } from 'vitest';
import { LAMPLIGHTER } from '../../engine/lamplighter/index.ts';
import type { RoundView } from '../../engine/lamplighter/view.ts';
import { eventText } from '../../engine/games.ts';
import { meterLines } from '../../renders/lamplighter/terminal.ts';
import { lamplighterStatusLines } from '../../engine/lamplighter/status-text.ts';
import { streetView } from '../renders/fixtures/lamplighter-views.ts';
import { turnModeView, turnPrompt } from '../../engine/lamplighter/turn-prompts.ts';
import { ordersHelpLine, plural } from '../../tui/match-text.ts';
import { resultLines, tidyNumbers } from '../../tui/screens/end-card-view.ts';

const RAW_FLOAT = /\d+\.\d{3,}/;

describe('lamplighter wording in the terminal', () => {
  it('turn mode says orders where real time says keys', () => {
    expect(turnPrompt('Hold E to light lamp 1')).toBe('Order light to light lamp 1');
    expect(turnPrompt('Lamp 3 is guttering: hold E to catch it')).toBe('Lamp 3 is guttering: order light to catch it');
    expect(turnPrompt('Under the gate lamp. Walk out to begin; hold E on a lamp to light it')).toBe('Under the gate lamp. Order walk or plan to begin; at a lamp, order light');
    expect(turnPrompt('Lighting lamp 2: 40%, hold')).toBe('Lighting lamp 2: 40%, keep lighting (order light)');
    expect(turnPrompt('IT HAS SEEN YOU')).toBe('IT HAS SEEN YOU');
  });

  it('the help header reads "Orders:" once', () => {
    expect(ordersHelpLine('orders: walk <lamp>, light')).toBe('Orders: walk <lamp>, light');
    expect(ordersHelpLine('hide <cell>')).toBe('Orders: hide <cell>');
  });

  it('names the Pale as the pictures do: "Pale hunting 8 m" or "Pale unseen", never the state\'s name ("the Pale: hunt")', () => {
    const seen = streetView({ pale: true });
    const unseen: RoundView = { ...seen, pale: { ...seen.pale, visible: false, x: null, y: null, facing: null, dist: null } };
    const pale = (lines: string[]) => lines.filter((l) => /pale/i.test(l) && !/^IT HAS/.test(l));
    expect(pale(lamplighterStatusLines(seen, 40))).toEqual(['Pale hunting 8 m']);
    expect(pale(lamplighterStatusLines(unseen, 40))).toEqual(['Pale unseen']);
    expect(meterLines(seen, 60).map(([t]) => t).filter((t) => /Pale/.test(t))).toEqual(['Embers 1 ◆ · ♥ 86 bpm · Pale hunting 8.3 m']);
    expect(meterLines(unseen, 60).map(([t]) => t).filter((t) => /Pale/.test(t))).toEqual(['Embers 1 ◆ · ♥ 86 bpm · Pale unseen']);
  });

  it('says what the Pale\'s catch did, by the player\'s name: struck in lamplight (Dread up, the lamplighter lives) or taken in the dark', () => {
    const names = (id: string) => (id === 'L1' ? 'ada' : id);
    expect(eventText({ type: 'paleCaught', turn: 3, tick: 9, seat: 0, inLamplight: true }, names, 'lamplighter')).toBe('the Pale struck ada in lamplight: Dread +38, and it draws back');
    expect(eventText({ type: 'paleCaught', turn: 3, tick: 9, seat: 1, inLamplight: false }, names, 'lamplighter')).toBe('the Pale took L2 in the dark');
    expect(eventText({ type: 'lamplighterLost', turn: 3, tick: 9, seat: 0, cause: 'pale' }, names, 'lamplighter')).toBe('ada is lost (pale)');
  });

  it('counts agree with their nouns', () => {
    expect(plural(1, 'player')).toBe('1 player');
    expect(plural(3, 'player')).toBe('3 players');
  });

  it('shows no raw float in the status pane, the meters, the event log or the results over a whole round', () => {
    let m = LAMPLIGHTER.setup('lamplighter-solo', 5, { pale: true });
    const seen: string[] = [];
    for (let turn = 0; turn < 200 && !LAMPLIGHTER.isOver(m); turn++) {
      const out = LAMPLIGHTER.resolveTurn(m, new Map());
      m = out.state;
      const v = turnModeView(LAMPLIGHTER.view(m, { kind: 'seat', seat: 0 }) as RoundView);
      seen.push(...LAMPLIGHTER.statusLines(v, 34), ...meterLines(v, 46).map(([s]) => s));
      for (const e of out.events) seen.push(eventText(e) ?? '');
    }
    seen.push(...resultLines(LAMPLIGHTER.results(m)!, 34));
    expect(seen.filter((l) => RAW_FLOAT.test(l))).toEqual([]);
    expect(seen.some((l) => / bpm/.test(l))).toBe(true);
  });

  it('wraps the prompt in a narrow side panel instead of cutting it', () => {
    const m = LAMPLIGHTER.setup('lamplighter-solo', 1, {});
    const v = LAMPLIGHTER.view(m, { kind: 'seat', seat: 0 }) as RoundView;
    const lines = meterLines(v, 46).map(([s]) => s);
    const promptLines = lines.slice(lines.findIndex((l) => l.startsWith('» ')));
    expect(promptLines.join(' ')).toBe('» Under the gate lamp. Walk out to begin; hold E on a lamp to light it');
    expect(promptLines.length).toBeGreaterThan(1);
    expect(promptLines.every((l) => l.length <= 45)).toBe(true); // the panel draws them after one space
  });

  it('tidies raw floats in end-card text (any game): tenths from 1 up, 3 places below 1', () => {
    expect(tidyNumbers('Owl wins 0.44–0.56 (Moth hid 38.333 s, Owl 45.583 s)')).toBe('Owl wins 0.44–0.56 (Moth hid 38.3 s, Owl 45.6 s)');
    expect(tidyNumbers('0.560417')).toBe('0.560');
    expect(tidyNumbers('68.59997224450095 bpm, 12 lamps')).toBe('68.6 bpm, 12 lamps');
  });
});
