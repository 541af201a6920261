// The status pane's text, built from a match snapshot and the viewer's game view: turn, act, clock,
// who has ordered, the deadline as a bar, and each game's own figures (Lantern's clock and score,
// Lamplighter's meters, the dungeon's standings).
import type { MatchSnapshot } from '../match-port.ts';
import type { LanternView } from '../../engine/lantern/view.ts';
import type { RoundView } from '../../engine/lamplighter/view.ts';
import type { DungeonView } from '../../engine/dungeon/types.ts';
import { reasonText } from '../../engine/dungeon/outcome-text.ts';
import { roleInHalf } from '../../renders/lantern/terminal.ts';

/** A bar of `width` cells filled to `frac` (0..1), in block characters readable without colour. */
export function bar(frac: number, width: number): string {
  const f = Math.max(0, Math.min(1, Number.isFinite(frac) ? frac : 0));
  const full = Math.round(f * width);
  return '█'.repeat(full) + '░'.repeat(Math.max(0, width - full));
}

function mmss(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Lines about the match itself: code, seats and the deadline as a bar of the time the turn had when it began. */
export function matchLines(snap: MatchSnapshot, mySeat: number | null, now: number, width: number, turnSpanMs = 45_000, roleOf?: (alias: string) => string | null): string[] {
  const lines = [`${snap.game} · ${snap.ruleset}`, `code ${snap.code} · ${snap.status}`];
  if (snap.deadline !== null && snap.status === 'running') {
    const left = Math.max(0, snap.deadline - now);
    lines.push(`deadline ${bar(left / Math.max(turnSpanMs, left, 1), Math.max(6, width - 14))} ${Math.ceil(left / 1000)}s`);
  } else if (snap.status === 'running') lines.push('deadline: when everyone has ordered');
  lines.push('seats:');
  for (const s of snap.seats) {
    const mark = s.ordered ? '✓' : s.awaited ? '…' : ' ';
    const who = s.bot || s.left ? 'bot' : s.name ?? 'open';
    const me = s.index === mySeat ? ' (you)' : '';
    const role = roleOf?.(s.alias);
    lines.push(` ${mark} ${s.alias.padEnd(8)} ${who}${me}${role ? ` · ${role}` : ''}`.slice(0, width));
  }
  return lines;
}

/** Lantern: each seat's role this half, by alias (the teams swap roles at half time). */
export function lanternRoleOf(v: LanternView): (alias: string) => string | null {
  return (alias) => (/^(moth|owl)/i.test(alias) ? roleInHalf(alias, v.clock.hiding) : null);
}

/** Lantern: half, act, the act clock, score, found list, and the viewer's own cog. */
export function lanternLines(v: LanternView, width: number): string[] {
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

/** Lamplighter: the dread meters (Dread, oil, Embers, upgrades), lamps lit, the Pale and the prompt. */
export function lamplighterLines(v: RoundView, width: number): string[] {
  const me = v.lamplighters.find((l) => l.seat === v.seat) ?? v.lamplighters[0];
  const w = Math.max(6, width - 12);
  const lines = [`${v.phase} · ${v.time.toFixed(1)} s · lamps ${v.lampsLit}/${v.lampTotal}`];
  if (me) {
    lines.push(`dread ${bar(me.dreadFrac, w)} ${Math.round(me.dread)}`);
    lines.push(`oil   ${bar(me.lantern.oilFrac, w)} ${Math.round(me.lantern.oil)}`);
    // In turns the lantern is refilled in lamplight before the turn ends: say how low it ran.
    if (me.oilLow !== undefined) lines.push(`      ran down to ${Math.round(me.oilLow)} this turn, refilled in lamplight`.slice(0, width));
    lines.push(`embers ${me.embers} · ${Math.round(me.bpm)} bpm${me.running ? ' · running' : ''}${me.alive ? '' : ` · lost (${me.cause})`}`);
    for (const row of me.upgradeRows) {
      const cost = row.cost === null ? 'max' : `${row.cost}e`;
      lines.push(`${row.name.padEnd(6)} ${row.rank}/${row.maxRank} ${row.effect.padEnd(7)} ${cost.padEnd(4)}${row.canBuy.ok ? 'can buy' : 'dim'}`.slice(0, width));
    }
    if (me.stats.lighting) lines.push(`lighting ${bar(me.stats.lightProgress, w)}`);
    if (me.prompt) lines.push(me.prompt);
  }
  if (v.pale.enabled) lines.push(`the Pale: ${v.pale.state}${v.pale.dist !== null ? ` ${v.pale.dist.toFixed(0)} m` : ''}`);
  if (v.target && v.target.index >= 0) lines.push(`nearest dark lamp ${v.target.index + 1}${v.target.distance !== null ? ` ${v.target.distance.toFixed(1)} m` : ''}${v.target.inReach ? ' (in reach)' : ''}`);
  return lines;
}

/**
 * Dungeon: level, tick, the monster and the standings (the map's legend is in the picture). Scores show only where they
 * rank players (high-score); in a race or last-alive the row says the standing instead.
 */
export function dungeonLines(v: DungeonView, width: number): string[] {
  const lines = [`${v.ruleset.label} · ${v.ruleset.winCondition}`, `turn ${v.turn + 1} · tick ${v.tick} · level ${v.level}/${v.levels}`];
  if (v.monsterPresent) lines.push(v.monster ? `monster in sight at ${v.monster.x},${v.monster.y}` : 'monster: out of sight');
  lines.push(v.ruleset.winCondition === 'high-score' ? 'standings (by score):' : 'standings:');
  for (const s of v.standings) {
    const me = s.seat === v.seat ? '*' : ' ';
    const tail = v.ruleset.winCondition === 'high-score' ? `${s.status.padEnd(7)} ${s.score}` : s.status === 'dead' ? 'fallen' : s.status;
    lines.push(`${me}${s.place}. ${s.name.padEnd(10)} ${tail}`.slice(0, width));
  }
  if (v.over) lines.push(`over: ${v.endReason ? reasonText(v.endReason) : ''}`);
  return lines;
}

/** The game's own lines for a view, by the view's `game` field. */
export function gameLines(view: unknown, width: number): string[] {
  const g = (view as { game?: string } | null)?.game;
  if (g === 'lantern') return lanternLines(view as LanternView, width);
  if (g === 'lamplighter') return lamplighterLines(view as RoundView, width);
  if (g === 'dungeon') return dungeonLines(view as DungeonView, width);
  return [];
}
