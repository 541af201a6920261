// The event log: scrolled back with PgUp it holds still while events arrive; scrolled to the end it
// follows new events again; a long line is wrapped so the newest line is always in the box.
import { describe, expect, it } from 'vitest';
import type { Widgets } from 'blessed';
import { EventLog } from '../../tui/screens/match-layout.ts';

function fakeBox(height: number, width: number) {
  const box = { detached: false, width, position: { height, width }, content: '', setContent(c: string) { box.content = c; } };
  return box;
}

describe('the event log', () => {
  it('follows new events again once scrolled back to the end', () => {
    const box = fakeBox(5, 40); // 3 rows inside the border
    const log = new EventLog(box as unknown as Widgets.BoxElement);
    for (let i = 1; i <= 10; i++) log.add(`event ${i}`);
    log.scroll(-5);
    expect(box.content).toBe('event 3\nevent 4\nevent 5');
    log.add('event 11');
    expect(box.content).toBe('event 3\nevent 4\nevent 5'); // scrolled back: holds still
    expect(log.following()).toBe(false);
    log.scroll(10);
    expect(log.following()).toBe(true);
    log.add('event 12');
    expect(box.content).toBe('event 10\nevent 11\nevent 12');
  });

  it('wraps a long line itself so the newest line stays visible', () => {
    const box = fakeBox(5, 22); // 3 rows of 20 columns
    const log = new EventLog(box as unknown as Widgets.BoxElement);
    log.add('first');
    log.add('turn 1 resolved: lux plan: walk to lamps 1, 2, 3 in turn and light each');
    log.add('lamp 1 lit');
    const rows = box.content.split('\n');
    expect(rows).toHaveLength(3);
    expect(rows[2]).toBe('lamp 1 lit');
    expect(rows.every((r) => r.length <= 20)).toBe(true);
  });

  it('counts a repeated line up on the last one instead of filling the log', () => {
    const box = fakeBox(6, 80);
    const log = new EventLog(box as unknown as Widgets.BoxElement);
    log.add('bot 1 was killed by the monster');
    for (let i = 0; i < 7; i++) log.add('your step N from 23,10 to 23,9 was refused: a wall is there');
    expect(box.content).toBe('bot 1 was killed by the monster\nyour step N from 23,10 to 23,9 was refused: a wall is there (×7)');
    log.add('lamp 1 lit');
    log.add('lamp 1 lit');
    expect(box.content.split('\n').slice(-1)[0]).toBe('lamp 1 lit (×2)');
  });
});
