// The lobby of a match: its join code, the seats and who sits in them, refreshed as players join;
// the host starts, fills bots or cancels. Once the match runs, everyone moves to the match screen.
import blessed from 'blessed';
import type { Widgets } from 'blessed';
import type { Action, AppHandle, View } from '../app-types.ts';
import type { MatchSnapshot } from '../match-port.ts';
import { cancelledLine, timeLeft } from '../match-text.ts';

/** How often the lobby re-reads the match (ms). */
const LOBBY_POLL_MS = 400;

/** The lobby screen of one match. */
export class LobbyView implements View {
  readonly contexts = ['lobby'] as const;
  private readonly box: Widgets.BoxElement;
  private snap: MatchSnapshot | null = null;
  private readonly timer: NodeJS.Timeout;
  private gone = false;

  constructor(private readonly app: AppHandle, private readonly matchId: string) {
    const t = app.ctx.theme;
    this.box = blessed.box({
      parent: app.ctx.screen, top: 0, left: 0, width: '100%', height: '100%-1', border: { type: 'line' },
      label: ' lamplit · lobby ', tags: false, content: 'loading...',
      style: t.mono ? {} : { border: { fg: t.border }, label: { fg: t.accent, bold: true } },
    });
    this.timer = setInterval(() => void this.poll(), LOBBY_POLL_MS);
    void this.poll();
  }

  private async poll(): Promise<void> {
    if (this.gone) return;
    try {
      this.snap = await this.app.ctx.port.snapshot(this.matchId);
    } catch (err) {
      this.app.notice((err as Error).message, 'error');
      return;
    }
    if (this.gone) return;
    const s = this.snap;
    if (s.status === 'running' || s.status === 'finished') { this.app.go({ name: 'match', matchId: s.matchId, game: s.game }); return; }
    if (s.status === 'cancelled') { this.app.go({ name: 'menu' }); this.app.notice(cancelledLine(s), 'error'); return; }
    const host = s.host === this.app.ctx.player.id;
    const lines = [
      `${s.game} · ${s.ruleset}`,
      '',
      `JOIN CODE:  ${s.code}`,
      `Others join with "Join a match by code" (or over SSH) and this code.`,
      '',
      ...s.seats.map((seat) => `  seat ${seat.index}  ${seat.alias.padEnd(10)} ${`${seat.team}/${seat.role}`.padEnd(22)} ${seat.bot ? 'bot' : seat.owner ? `${seat.name}${seat.owner === this.app.ctx.player.id ? ' (you)' : ''}` : 'open'}`),
      '',
      host ? 's start (open seats become bots) · b fill open seats with bots · c cancel · q leave' : 'Waiting for the host to start. q leaves the lobby.',
      ...(s.lobbyUntil !== undefined ? [`Unless it starts, the lobby closes in ${timeLeft(s.lobbyUntil, Date.now())}.`] : []),
    ];
    this.box.setContent(lines.join('\n'));
    this.app.dispatch({ type: 'redraw' });
  }

  async onAction(action: Action): Promise<boolean> {
    const { port, player } = this.app.ctx;
    switch (action.type) {
      case 'lobbyStart': await port.start(player, this.matchId); await this.poll(); return true;
      case 'lobbyBots': await port.fillBots(player, this.matchId); await this.poll(); return true;
      case 'lobbyCancel':
        this.app.confirm('Cancel this match for everyone?', () => {
          port.cancel(player, this.matchId).then(() => this.app.go({ name: 'menu' }), (err: Error) => this.app.notice(err.message, 'error'));
        });
        return true;
      case 'lobbyLeave':
        this.app.confirm('Leave this lobby?', () => {
          port.leave(player, this.matchId).catch(() => undefined).finally(() => this.app.go({ name: 'menu' }));
        });
        return true;
      case 'redraw': return true;
      default: return false;
    }
  }

  destroy(): void {
    this.gone = true;
    clearInterval(this.timer);
    this.box.destroy();
  }
}
