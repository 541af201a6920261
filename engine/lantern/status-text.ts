// Lantern's status lines: the chat's one line, the terminal's status pane, and what a spectator of
// a live match may follow (SPEC: clock, phase, score, found list, never a position).
import type { NameOf } from '../core/event-words.ts';
import { bar, capitalised, mmss } from '../core/meter-text.ts';
import type { LanternView } from './view.ts';

/** One line about where a live match stands. */
export function lanternStatusLine(view: LanternView): string {
  const c = view?.clock;
  if (!c) return '';
  const hiding = c.hiding ? `, ${capitalised(c.hiding)} hiding` : '';
  return `Half ${c.half + 1} · ${c.act} act${hiding} · ${c.actSecondsLeft ?? '?'} s left in the act`;
}

/** Half, act, the act clock, score, found list, and the viewer's own cog. */
export function lanternStatusLines(v: LanternView, width: number): string[] {
  const c = v.clock;
  const lines = [
    `turn ${c.turn + 1}/${c.turns} · half ${c.half + 1} · ${c.act}`,
    `act ${bar(c.actTick / Math.max(1, c.actTicks), Math.max(6, width - 12))} ${mmss(c.actSecondsLeft)}`,
    `${c.hiding === 'moth' ? 'Moth hide' : 'Owl hide'} · score hidden s: Moth ${v.score.hiddenSeconds[0]} Owl ${v.score.hiddenSeconds[1]}`,
  ];
  if (v.self) {
    const s = v.self;
    lines.push(`you: ${s.alias} (${s.role}) ${s.state}${s.heartbeat ? ` · heartbeat ${s.heartbeat}` : ''}`);
    if (s.role === 'hider') lines.push(`locks left ${s.locksLeft}${s.progressCrate ? ` · ${s.progressCrate} ${s.progress}t` : ''}`);
    else if (s.progressCrate) lines.push(`prying ${s.progressCrate}: ${s.progress}/72 ticks`);
  }
  if (v.hidersLeft !== undefined) lines.push(`hiders left: ${v.hidersLeft}`);
  for (const f of v.found.slice(-3)) lines.push(`found ${f.alias} by ${f.by} after ${f.afterSeconds.toFixed(1)} s`);
  return lines;
}

/** The score so far, who has been found and when, and a strip of the match's turns. */
export function lanternSpectatorLines(view: LanternView, label: NameOf): string[] {
  if (!view?.clock || !view?.score) return [];
  const [moth, owl] = view.score.hiddenSeconds as [number, number];
  const lines = [`Score so far: Moth ${moth.toFixed(1)} s hidden · Owl ${owl.toFixed(1)} s hidden`];
  const found = view.found ?? [];
  if (found.length) {
    lines.push(`Found: ${found.map((f) => `${label(f.alias)} after ${f.afterSeconds.toFixed(1)} s of hunt ${f.half + 1} by ${label(f.by)}${f.mode === 'tag' ? ' (tagged)' : ''}`).join('; ')}`);
  } else if (view.clock.act === 'hunt') {
    lines.push('Found: nobody yet');
  }
  // Counts only, never which crate: within SPEC's secrecy for a live match (engine/lantern/view.ts).
  if (view.crateCounts) lines.push(`Crates: ${view.crateCounts.locked} locked · ${view.crateCounts.broken} broken`);
  lines.push(turnStrip(view.clock));
  return lines;
}

/** The match's turns as a strip: played ▰, to come ▱, this one ◆, halves apart. */
function turnStrip(clock: { turn: number; turns: number }): string {
  const half = Math.ceil(clock.turns / 2);
  let out = '';
  for (let t = 0; t < clock.turns; t++) {
    if (t === half) out += ' ';
    out += t < clock.turn ? '▰' : t === clock.turn ? '◆' : '▱';
  }
  return `\`${out}\` turn ${Math.min(clock.turn + 1, clock.turns)}/${clock.turns}`;
}
