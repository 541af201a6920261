import { describe, it, expect } from 'vitest';
import { Writable } from 'node:stream';
import { createLogger, matchLogger } from '../../runtime/logger.ts';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({ write(chunk, _enc, cb) { lines.push(...String(chunk).split('\n').filter((l) => l !== '')); cb(); } });
  return { stream, lines };
}

describe('logger', () => {
  it('every line about a match carries its match id, turn and seat as JSON fields', () => {
    const { stream, lines } = capture();
    const log = createLogger({ name: 'worker', format: 'json', stream });
    const m = matchLogger(log, { matchId: 'm-42', turn: 7, seat: 3, game: 'lantern' });
    m.info('order accepted');
    m.child({ step: 'resolve' }).warn('slow');
    const parsed = lines.map((l) => JSON.parse(l));
    expect(parsed).toHaveLength(2);
    for (const p of parsed) expect(p).toMatchObject({ name: 'worker', matchId: 'm-42', turn: 7, seat: 3, game: 'lantern' });
    expect(parsed[0].msg).toBe('order accepted');
    expect(typeof parsed[0].time).toBe('string');
  });

  it('auto format is human-readable on a terminal and JSON otherwise', () => {
    const tty = capture();
    createLogger({ name: 'bot', format: 'auto', isTty: true, stream: tty.stream }).info({ matchId: 'x1' }, 'hello there');
    expect(tty.lines[0]).toMatch(/INFO \(bot\): hello there/);
    expect(() => JSON.parse(tty.lines[0])).toThrow();
    const pipe = capture();
    createLogger({ name: 'bot', format: 'auto', isTty: false, stream: pipe.stream }).info('hello there');
    expect(JSON.parse(pipe.lines[0]).msg).toBe('hello there');
  });

  it('tokens and passwords never reach a line', () => {
    const { stream, lines } = capture();
    createLogger({ name: 'bot', format: 'json', stream }).info({ token: 'sekret-token', redis: { password: 'hunter2' } }, 'connect');
    expect(lines[0]).not.toContain('sekret-token');
    expect(lines[0]).not.toContain('hunter2');
  });

  it('the level filters less severe lines', () => {
    const { stream, lines } = capture();
    const log = createLogger({ name: 'ssh', format: 'json', level: 'warn', stream });
    log.info('quiet');
    log.error('loud');
    expect(lines.map((l) => JSON.parse(l).msg)).toEqual(['loud']);
  });
});
