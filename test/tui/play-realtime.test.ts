// Real-time play in tmux: a Lamplighter round at 20 Hz driven by held (repeating) keys, played to
// its end card; the dungeon at its tick rate with arrow keys.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAMPLIT, TmuxSession, requireTmux, sleep } from './tmux.ts';

/** Sends a key `times` times, `gapMs` apart: what a held key's auto-repeat looks like. */
async function hold(t: TmuxSession, key: string, times: number, gapMs = 35): Promise<void> {
  for (let i = 0; i < times; i++) {
    t.keys(key);
    await sleep(gapMs);
  }
}

function seconds(screen: string): number {
  const m = /(prelude|playing|won|lost) · ([\d.]+) s/.exec(screen);
  return m ? Number(m[2]) : NaN;
}

describe('real-time lamplighter in a terminal', () => {
  let t: TmuxSession;
  beforeAll(() => {
    requireTmux();
    t = TmuxSession.start('lamp-live', `${LAMPLIT} play --game lamplighter --live --pale off`, 120, 40);
  });
  afterAll(() => t?.kill());

  it('starts in the prelude under the gate lamp with the keys explained', async () => {
    const s = await t.waitFor('REAL TIME · 20 Hz', 30_000);
    expect(s).toContain('prelude');
    expect(s).toContain('hold e to light');
  }, 40_000);

  it('walks while an arrow key repeats and stops soon after it is let go', async () => {
    await hold(t, 'Right', 40);
    const s1 = await t.waitFor(/playing · [\d.]+ s/);
    await sleep(1200);
    const a = seconds(t.screen());
    await sleep(1000);
    const b = seconds(t.screen());
    expect(b - a).toBeGreaterThan(0.5); // the round clock runs in real time
    expect(s1).toContain('walking');
  });

  it('holds the taper only while e keeps repeating', async () => {
    const held = hold(t, 'e', 30, 30);
    await sleep(500);
    expect(t.screen()).toContain('taper HELD');
    await held;
    await sleep(900);
    expect(t.screen()).toContain('taper down');
  });

  it('explains in the key help that holding means the key repeating', async () => {
    t.keys('?');
    const s = await t.waitFor('a terminal has no key-up');
    expect(s).toContain('HOLD to light');
    t.keys('Escape');
  });

  it('ends in the dark and shows the end card with the round\'s results', async () => {
    // On a loaded machine the walk above can carry the lamplighter into a dark lamp's reach, and
    // the held e then lights it (seen once: "lamps 1/9", Dread 0 at 90 s in its light). Walk on out
    // of that light so the round ends in the dark as this test means.
    if (/lamps [1-9]\/9/.test(t.screen())) await hold(t, 'Right', 60);
    await t.waitFor('RESULTS', 60_000);
    // The end card draws its panes one after the other: wait for the whole card, not its first pane.
    const s = await t.waitFor('r plays the replay', 10_000);
    expect(s).toContain('RESULTS');
    expect(s).toMatch(/lost|won/);
  }, 70_000);

  it('plays the round back from the end card', async () => {
    t.keys('r');
    const s = await t.waitFor(/frame \d+\/\d+/, 20_000);
    expect(s).toContain('REPLAY');
  }, 30_000);

  it('lists the live round under Replays, and its end card opens from there', async () => {
    t.keys('q');
    await t.waitFor('main menu');
    t.keys('4', 'Enter');
    const s = await t.waitFor(/replays \(\d+\)/);
    expect(s).toMatch(/lamplighter\s+lamplighter-live/); // from the archive: the live round went through the match service
    t.keys('1', 'Enter');
    await t.waitFor('r plays the replay', 20_000);
  }, 30_000);
});

describe('real-time dungeon in a terminal', () => {
  let t: TmuxSession;
  beforeAll(() => {
    t = TmuxSession.start('dungeon-live', `${LAMPLIT} play --game dungeon --live --bots 1`, 120, 40);
  });
  afterAll(() => t?.kill());

  it('ticks at the ruleset\'s rate and takes arrow keys as the next step', async () => {
    const s = await t.waitFor('tick 250 ms', 30_000);
    expect(s).toContain('REAL TIME');
    const tickOf = (x: string) => Number(/tick (\d+) · level/.exec(x)?.[1] ?? NaN);
    const a = tickOf(t.screen());
    await sleep(1100);
    const b = tickOf(t.screen());
    expect(b - a).toBeGreaterThanOrEqual(3);
    expect(t.screen()).toContain('last step: -');
    t.keys('Up');
    await t.waitFor('last step: N', 3000);
  }, 40_000);
});
