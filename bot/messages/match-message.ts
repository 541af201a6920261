// The one channel message of a match: the lobby (seats by team, Join, Fill with bots, Start,
// Cancel), then the live match (spectator picture, turn, act, who has ordered, the deadline), then
// the finished match. Built from a snapshot and a spectator view only, so it leaks nothing.
import { ButtonStyle, ComponentType, escapeMarkdown, type APIActionRowComponent, type APIButtonComponent, type APIComponentInMessageActionRow, type APIEmbed } from 'discord.js';
import type { MatchSnapshot } from '../../engine/match/types.ts';
import { roundSeconds } from '../../renders/draw/round-seconds.ts';
import { encodeCustomId, lobbyId, parseCustomId } from '../custom-id.ts';
import { gameTitle, spectatorLines, statusLine, teamLabel, type SeatLabel } from './game-text.ts';
import type { OutgoingFile, OutgoingMessage } from './outgoing.ts';

const COLOR = { lobby: 0x5865f2, running: 0xf2c14e, finished: 0x4ecdc4, cancelled: 0x99aab5 } as const;
const MAX_JOIN_BUTTONS = 5;

/** What the stream consumer adds to an edit: the turns it posts and the last event posted. */
export interface PostMark {
  /** Turns whose resolution this edit posts (empty for lobby and order changes). */
  turns: number[];
  /** Stream id of the last event covered by this edit (the watermark a restarted bot reads back from a button's custom id). */
  through: string | null;
  /** What the posted turns brought, one line an event a spectator may see (kept until newer turns are posted). */
  happened?: string[];
  /**
   * For a refresh of marks only (no stream post): the state it refreshes. When the match has moved on
   * since (started, or the turn resolved), the stream's post shows the new state and the refresh is not sent.
   */
  refreshOf?: RefreshOf;
}

/** The state a refresh of marks was asked for: a lobby, or a running match's turn. */
export type RefreshOf = { status: 'lobby' } | { status: 'running'; turn: number };

/** Whether a snapshot is still in the state a refresh was asked for. */
export function stillAt(snap: MatchSnapshot, of: RefreshOf): boolean {
  return snap.status === of.status && (of.status !== 'running' || snap.turn === of.turn);
}

/** Renders the match message. `picture` is the spectator picture (or null before start). */
export function matchMessage(snap: MatchSnapshot, view: unknown, picture: OutgoingFile | null, mark: PostMark): OutgoingMessage {
  const title = `${gameTitle(snap.game)} · ${snap.ruleset}`;
  const embed: APIEmbed = { title, color: COLOR[snap.status], fields: [], footer: { text: footerText(snap, mark) } };
  const components: APIActionRowComponent<APIComponentInMessageActionRow>[] = [];
  if (snap.status === 'lobby') {
    embed.description = `Lobby, join code **${snap.code}**. The host starts the match; empty seats are played by bots.${snap.lobbyUntil !== undefined ? `\nUnless started, it closes <t:${Math.ceil(snap.lobbyUntil / 1000)}:R>.` : ''}`;
    embed.fields = seatFields(snap, false);
    components.push(...lobbyRows(snap, mark.through));
  } else if (snap.status === 'running') {
    const lines = [statusLine(snap.game, view), `**Turn ${snap.turn + 1}**`];
    lines.push(...spectatorLines(snap.game, view, seatLabel(snap)));
    if (snap.deadline !== null) lines.push(`Orders close <t:${Math.ceil(snap.deadline / 1000)}:R>`);
    const waiting = snap.seats.filter((s) => s.awaited && !s.bot && !s.left);
    if (waiting.length) lines.push(`Ordered: ${waiting.filter((s) => s.ordered).length}/${waiting.length}`);
    if (mark.turns.length) lines.push(`Resolved: turn ${mark.turns.map((t) => t + 1).join(', ')}`);
    lines.push(...bullets(mark));
    embed.description = lines.join('\n');
    embed.fields = seatFields(snap, true);
    components.push(row([
      button(encodeCustomId({ kind: 'myView', matchId: snap.matchId, seat: -1, turn: snap.turn, args: mark.through ? [mark.through] : [] }), 'My view', ButtonStyle.Primary),
    ]));
  } else if (snap.status === 'finished') {
    const lines = [`**Finished**: ${snap.results ? roundSeconds(snap.results.summary) : 'the match is over'}`];
    if (mark.turns.length) lines.push(`Resolved: turn ${mark.turns.map((t) => t + 1).join(', ')}`);
    lines.push(...bullets(mark));
    embed.description = lines.join('\n');
    embed.fields = seatFields(snap, false);
    components.push(row([
      button(encodeCustomId({ kind: 'myView', matchId: snap.matchId, seat: -1, turn: snap.turn, args: mark.through ? [mark.through] : [] }), 'My result', ButtonStyle.Secondary),
    ]));
  } else {
    embed.description = snap.cancelReason === 'lobby-expired' ? 'Closed: nobody started the match in time.' : 'Cancelled by the host.';
  }
  if (picture) embed.image = { url: `attachment://${picture.name}` };
  return { content: '', embeds: [embed], components, files: picture ? [picture] : [] };
}

/** The event lines of a post as a short list (markdown in them shown as typed). */
function bullets(mark: PostMark): string[] {
  return (mark.happened ?? []).map((line) => `• ${escapeMarkdown(line)}`);
}

function footerText(snap: MatchSnapshot, _mark: PostMark): string {
  return `match ${snap.matchId} · code ${snap.code}`;
}

const STREAM_ID = /^\d+-\d+$/;

/**
 * Reads the watermark back out of a match message: it rides in the custom id of the message's
 * Start, My view or My result button (invisible to players, read back by a restarted bot).
 */
export function postedThrough(components: unknown): string | null {
  const ids = (Array.isArray(components) ? components : []).flatMap((r: any) => (Array.isArray(r?.components) ? r.components : [])).map((c: any) => String(c?.custom_id ?? ''));
  for (const text of ids) {
    const id = parseCustomId(text);
    if (id && (id.kind === 'myView' || id.kind === 'start') && STREAM_ID.test(id.args[0] ?? '')) return id.args[0];
  }
  return null;
}

function seatFields(snap: MatchSnapshot, live: boolean): NonNullable<APIEmbed['fields']> {
  const teams = [...new Set(snap.seats.map((s) => s.team))];
  const grouped = teams.length < snap.seats.length;
  const fieldOf = (label: string, seats: MatchSnapshot['seats']) => ({
    name: label,
    value: seats.map((s) => `${s.alias}: ${seatWho(s)}${live && s.awaited ? (s.bot || s.left ? '' : s.ordered ? ' ✅' : ' ⏳') : ''}`).join('\n') || '—',
    inline: true,
  });
  if (grouped) return teams.map((t) => fieldOf(teamLabel(t), snap.seats.filter((s) => s.team === t)));
  return [fieldOf('Seats', snap.seats)];
}

/** A seat alias as words: "ada (Moth-1)" for a person, the alias alone for a bot. */
function seatLabel(snap: MatchSnapshot): SeatLabel {
  const byAlias = new Map(snap.seats.map((s) => [s.alias, s]));
  return (alias) => {
    const s = byAlias.get(alias);
    return s && s.owner && !s.bot && s.name ? `${s.name} (${alias})` : alias;
  };
}

function seatWho(s: MatchSnapshot['seats'][number]): string {
  if (s.left) return `${s.name ?? 'left'} (left, bot plays)`;
  if (s.bot) return 'bot';
  return s.owner ? (s.name ?? 'player') : 'empty';
}

function lobbyRows(snap: MatchSnapshot, through: string | null): APIActionRowComponent<APIComponentInMessageActionRow>[] {
  const teams = [...new Set(snap.seats.map((s) => s.team))];
  const grouped = teams.length < snap.seats.length;
  const joins = grouped
    ? teams.slice(0, MAX_JOIN_BUTTONS).map((t) => button(lobbyId('join', snap.matchId, t), `Join ${teamLabel(t)}`, ButtonStyle.Primary, !snap.seats.some((s) => s.team === t && !s.owner)))
    : [button(lobbyId('join', snap.matchId, '*'), 'Join', ButtonStyle.Primary, !snap.seats.some((s) => !s.owner))];
  return [
    row(joins),
    row([
      button(lobbyId('fill', snap.matchId), 'Fill with bots', ButtonStyle.Secondary, !snap.seats.some((s) => !s.owner && !s.bot)),
      button(lobbyId('start', snap.matchId, ...(through ? [through] : [])), 'Start', ButtonStyle.Success),
      button(lobbyId('cancel', snap.matchId), 'Cancel', ButtonStyle.Danger),
      button(lobbyId('leave', snap.matchId), 'Leave', ButtonStyle.Secondary),
    ]),
  ];
}

function button(customId: string, label: string, style: ButtonStyle.Primary | ButtonStyle.Secondary | ButtonStyle.Success | ButtonStyle.Danger, disabled = false): APIButtonComponent {
  return { type: ComponentType.Button, custom_id: customId, label, style, disabled };
}

function row(components: APIButtonComponent[]): APIActionRowComponent<APIComponentInMessageActionRow> {
  return { type: ComponentType.ActionRow, components };
}
