// Pictures: every picture drawn and encoded against the reference (skia's default PNG encoder,
// `toBuffer('image/png')`, on a blank canvas of the same size, timed interleaved with it), the
// whole lantern-classic replay GIF, terminal conversion of a match screen, RSS over 1,000 renders.
import { createCanvas } from '@napi-rs/canvas';
import { loadavg } from 'node:os';
import type { GameId } from '../engine/core/game.ts';
import { renderEndCard, renderMeters, renderPicture, renderReplayGif, renderTerminal, type Picture } from '../renders/index.ts';
import { playToTurn } from '../engine/match/bot-play.ts';

const RUNS = 15;
/** Small pictures take a few ms, where one scheduler hiccup moves a median: they run until ~300 ms of reference time (at most this many runs). */
const MAX_RUNS = 61;
/** Drawings of each picture before timing it. */
const WARM_UP = 6;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** One event-loop turn: pixel buffers from `canvas.data()` are freed by finalisers that run between turns. */
const turn = () => new Promise((r) => setImmediate(r));

/**
 * A picture's time against the blank reference, one run per event-loop turn as the bot and the
 * terminal server render (in one synchronous loop, earlier pictures' pixel buffers stay unfreed and
 * every later picture pays page faults on fresh memory: the meters alone measured 2.9 ms after
 * nothing, 6.9 ms after the street picture).
 */
async function versusBlank(draw: () => Picture): Promise<{ ms: number; refMs: number; ratio: number; runs: number; width: number; height: number; bytes: number; mime: string }> {
  // Warm-up: the first few drawings of a kind run at about twice the steady time (the first picture
  // measured, a Lantern seat, drew in 27-34 ms for its first 5 runs and 12-16 ms after), and with 15
  // runs they moved its median from 0.33x to 0.53x between runs of the bench.
  let first = draw();
  for (let i = 0; i < WARM_UP; i++) { await turn(); first = draw(); }
  const blank = createCanvas(first.width, first.height);
  blank.toBuffer('image/png');
  const t0 = performance.now();
  blank.toBuffer('image/png');
  const runs = Math.max(RUNS, Math.min(MAX_RUNS, Math.ceil(300 / Math.max(1, performance.now() - t0))));
  const mine: number[] = [], ref: number[] = [];
  for (let i = 0; i < runs; i++) {
    await turn();
    let t = performance.now(); draw(); mine.push(performance.now() - t);
    t = performance.now(); blank.toBuffer('image/png'); ref.push(performance.now() - t);
  }
  const ms = median(mine), refMs = median(ref);
  return { ms: +ms.toFixed(2), refMs: +refMs.toFixed(2), ratio: +(ms / refMs).toFixed(3), runs, width: first.width, height: first.height, bytes: first.data.length, mime: first.mime };
}

function views() {
  const lantern = playToTurn('lantern', 'lantern-classic', 7, 10);
  const lanternEnd = playToTurn('lantern', 'lantern-classic', 7);
  const street = playToTurn('lamplighter', 'lamplighter-solo', 7, 5, { pale: true });
  const streetEnd = playToTurn('lamplighter', 'lamplighter-solo', 7, undefined, { pale: true });
  const dungeon = playToTurn('dungeon', 'race', 7, 2, { players: 4 });
  const dungeonEnd = playToTurn('dungeon', 'race', 7, undefined, { players: 4 });
  return { lantern, lanternEnd, street, streetEnd, dungeon, dungeonEnd };
}

/** Runs the picture benchmarks once and returns the figures. */
export async function run(): Promise<unknown> {
  const m = views();
  const seat = m.lantern.game.view(m.lantern.state, { kind: 'seat', seat: 1 });
  const team = m.lantern.game.view(m.lantern.state, { kind: 'team', team: 'owl' });
  const spectator = m.lantern.game.view(m.lantern.state, { kind: 'spectator' });
  const full = m.lanternEnd.game.view(m.lanternEnd.state, { kind: 'full' });
  const streetView = m.street.game.view(m.street.state, { kind: 'seat', seat: 0 });
  const dungeonView = m.dungeon.game.view(m.dungeon.state, { kind: 'seat', seat: 0 });
  const endOf = (x: typeof m.lanternEnd) => [x.game.view(x.state, { kind: 'full' }), x.game.results(x.state)!] as const;
  const pictures: Record<string, () => Picture> = {
    'lantern seat (png)': () => renderPicture('lantern', seat),
    'lantern team (png)': () => renderPicture('lantern', team),
    'lantern spectator (png)': () => renderPicture('lantern', spectator),
    'lantern full (png)': () => renderPicture('lantern', full),
    'lantern seat (webp)': () => renderPicture('lantern', seat, { format: 'webp' }),
    'lamplighter street + meters (jpeg, default)': () => renderPicture('lamplighter', streetView),
    'lamplighter street + meters (png on request)': () => renderPicture('lamplighter', streetView, { format: 'png' }),
    'lamplighter meters alone (png)': () => renderMeters(streetView),
    'dungeon seat (png)': () => renderPicture('dungeon', dungeonView),
    'endcard lantern (png)': () => renderEndCard('lantern', ...endOf(m.lanternEnd)),
    'endcard lamplighter (png)': () => renderEndCard('lamplighter', ...endOf(m.streetEnd)),
    'endcard dungeon (png)': () => renderEndCard('dungeon', ...endOf(m.dungeonEnd)),
  };
  const stills: Record<string, unknown> = {};
  for (const [name, draw] of Object.entries(pictures)) stills[name] = await versusBlank(draw);

  const doc = m.lanternEnd.game.replay(m.lanternEnd.state);
  const cpu0 = process.cpuUsage();
  let t = performance.now();
  const gif = renderReplayGif('lantern', doc);
  const gifMs = performance.now() - t;
  const cpu = process.cpuUsage(cpu0);
  const streetDoc = m.streetEnd.game.replay(m.streetEnd.state);
  t = performance.now();
  const streetGif = renderReplayGif('lamplighter', streetDoc);
  const streetGifMs = performance.now() - t;

  const terminal: Record<string, number> = {};
  for (const [name, game, view, cols, rows] of [['lantern 80x24', 'lantern', seat, 80, 24], ['lantern 200x60', 'lantern', seat, 200, 60], ['lamplighter 80x24', 'lamplighter', streetView, 80, 24], ['dungeon 80x24', 'dungeon', dungeonView, 80, 24]] as [string, GameId, unknown, number, number][]) {
    renderTerminal(game, view, { cols, rows, color: 'truecolor' });
    const xs: number[] = [];
    for (let i = 0; i < RUNS; i++) { const t0 = performance.now(); renderTerminal(game, view, { cols, rows, color: 'truecolor' }); xs.push(performance.now() - t0); }
    terminal[name] = +median(xs).toFixed(2);
  }

  const cycle = [() => renderPicture('lantern', seat), () => renderPicture('lamplighter', streetView), () => renderPicture('dungeon', dungeonView), () => renderTerminal('lantern', seat, { cols: 80, rows: 24, color: 'truecolor' })];
  // Renders one per event-loop turn, as a bot or terminal server does (pixel buffers are freed between turns).
  for (let i = 0; i < 100; i++) { cycle[i % cycle.length](); await turn(); }
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  for (let i = 0; i < 1000; i++) { cycle[i % cycle.length](); await turn(); rssPeak = Math.max(rssPeak, process.memoryUsage().rss); }
  const rssAfter = process.memoryUsage().rss;

  return {
    reference: "skia toBuffer('image/png') of a blank canvas of the same size, median of 15-61 runs interleaved with the picture's, one run per event-loop turn",
    loadAverage: loadavg().map((x) => +x.toFixed(2)),
    stills,
    lanternClassicGif: { wallMs: Math.round(gifMs), cpuMs: Math.round((cpu.user + cpu.system) / 1000), bytes: gif.data.length, frames: gif.frames, width: gif.width, height: gif.height, playSeconds: gif.durationMs / 1000 },
    lamplighterGif: { wallMs: Math.round(streetGifMs), bytes: streetGif.data.length, frames: streetGif.frames },
    terminalMs: terminal,
    rss1000Renders: { beforeMB: +(rssBefore / 1048576).toFixed(1), afterMB: +(rssAfter / 1048576).toFixed(1), peakMB: +(rssPeak / 1048576).toFixed(1), growthMB: +((rssAfter - rssBefore) / 1048576).toFixed(1) },
  };
}
