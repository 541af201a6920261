// The app controller of one terminal session: the current view, the dialogs, the notice line, and
// the one dispatcher every key goes through (looked up in the key table, then handed to the view).
import blessed from 'blessed';
import type { Widgets } from 'blessed';
import type { Action, AppHandle, Route, SessionContext, View } from './app-types.ts';
import { helpLines, lookupKey, type KeyContext } from './keys.ts';
import { openPrompt, oneLine, type Prompt } from './widgets/prompt.ts';
import { confirmBox, textOverlay } from './widgets/dialogs.ts';
import { buildView } from './routes.ts';

type Modal =
  | { kind: 'help'; box: Widgets.BoxElement }
  | { kind: 'confirm'; box: Widgets.BoxElement; onYes: () => void }
  | { kind: 'prompt'; prompt: Prompt };

/** One session's UI. Create with `startApp`; it ends by calling `onQuit`. */
export class App implements AppHandle {
  private view: View | null = null;
  private modal: Modal | null = null;
  private readonly noticeBar: Widgets.BoxElement;
  private noticeTimer: NodeJS.Timeout | null = null;
  private ended = false;
  private readonly onKey = (ch: string | undefined, key: { full?: string; name?: string } | undefined) => this.key(ch, key);

  constructor(readonly ctx: SessionContext, private readonly onQuit: () => void) {
    this.noticeBar = blessed.box({ parent: ctx.screen, bottom: 0, left: 0, height: 1, width: '100%', content: '', style: {} });
    ctx.screen.on('keypress', this.onKey);
    ctx.screen.on('resize', () => { this.view?.relayout?.(); this.render(); });
  }

  /** Redraws the screen. */
  render(): void {
    if (!this.ended) this.ctx.screen.render();
  }

  go(route: Route): void {
    if (this.ended) return;
    this.closeModal();
    const old = this.view;
    this.view = null;
    old?.destroy();
    try {
      this.view = buildView(this, route);
    } catch (err) {
      this.view = buildView(this, { name: 'menu' });
      this.notice((err as Error).message, 'error');
    }
    this.noticeBar.setFront();
    this.render();
  }

  dispatch(action: Action): void {
    if (this.ended) return;
    void this.run(action);
  }

  private async run(action: Action): Promise<void> {
    try {
      const handled = this.view ? await this.view.onAction(action) : false;
      if (!handled) this.appAction(action);
    } catch (err) {
      this.notice((err as Error).message ?? String(err), 'error');
    }
    this.render();
  }

  private appAction(action: Action): void {
    switch (action.type) {
      case 'quitNow': this.quit(); break;
      case 'toggleHelp': this.help(this.view?.contexts ?? []); break;
      case 'toMenu': this.go({ name: 'menu' }); break;
      default: break;
    }
  }

  private key(ch: string | undefined, key: { full?: string; name?: string } | undefined): void {
    if (this.ended) return;
    const full = key?.full ?? ch ?? '';
    if (full === 'return' || full === 'linefeed') return; // blessed sends 'enter' as well
    if (full === 'C-c') { this.quit(); return; }
    if (this.modal) { this.modalKey(full); return; }
    const contexts: KeyContext[] = [...(this.view?.contexts ?? []), 'global'];
    const b = lookupKey(contexts, full, this.view?.bindings?.() ?? []);
    if (b) this.dispatch({ type: b.action, arg: b.arg, key: full });
  }

  private modalKey(full: string): void {
    const m = this.modal;
    if (!m || m.kind === 'prompt') return; // the prompt's textbox reads its own keys
    if (m.kind === 'help') {
      if (full === 'up' || full === 'k') { m.box.scroll(-1); this.render(); return; }
      if (full === 'down' || full === 'j') { m.box.scroll(1); this.render(); return; }
      this.closeModal();
      return;
    }
    if (full === 'y' || full === 'S-y') { const f = m.onYes; this.closeModal(); f(); return; }
    if (full === 'n' || full === 'S-n' || full === 'escape' || full === 'q') this.closeModal();
  }

  private closeModal(): void {
    const m = this.modal;
    this.modal = null;
    if (!m) return;
    if (m.kind === 'prompt') m.prompt.close();
    else m.box.destroy();
    this.render();
  }

  modalOpen(): boolean {
    return this.modal !== null;
  }

  overlays(): Widgets.BlessedElement[] {
    const m = this.modal;
    if (!m) return [this.noticeBar];
    return [this.noticeBar, m.kind === 'prompt' ? m.prompt.box : m.box];
  }

  notice(text: string, kind: 'info' | 'error' = 'info'): void {
    if (this.ended) return;
    const line = oneLine(text);
    this.noticeBar.setContent(line ? ` ${line}` : '');
    const t = this.ctx.theme;
    this.noticeBar.style = t.mono ? { bold: kind === 'error' } : { fg: kind === 'error' ? t.error : t.accent };
    this.noticeBar.setFront();
    if (this.noticeTimer) clearTimeout(this.noticeTimer);
    this.noticeTimer = setTimeout(() => { this.noticeBar.setContent(''); this.render(); }, kind === 'error' ? 8000 : 4000);
    this.noticeTimer.unref?.();
    this.render();
  }

  prompt(label: string, check: (v: string) => Promise<string | null> | string | null, hint?: string): void {
    this.closeModal();
    const p = openPrompt(this.ctx.screen, this.ctx.theme, {
      label,
      hint,
      check,
      onClose: () => { if (this.modal?.kind === 'prompt') this.modal = null; this.render(); },
    });
    this.modal = { kind: 'prompt', prompt: p };
    this.render();
  }

  confirm(question: string, onYes: () => void): void {
    this.closeModal();
    this.modal = { kind: 'confirm', box: confirmBox(this.ctx.screen, this.ctx.theme, question), onYes };
    this.render();
  }

  help(contexts: readonly KeyContext[], extra: string[] = []): void {
    this.closeModal();
    const lines = [...extra, ...helpLines([...contexts, 'global'], this.view?.bindings?.() ?? []), '', 'any key closes this help'];
    this.modal = { kind: 'help', box: textOverlay(this.ctx.screen, this.ctx.theme, 'keys', lines) };
    this.render();
  }

  quit(): void {
    if (this.ended) return;
    this.ended = true;
    if (this.noticeTimer) clearTimeout(this.noticeTimer);
    this.ctx.screen.removeListener('keypress', this.onKey);
    try { this.view?.destroy(); } catch { /* the view is going away with the screen */ }
    this.view = null;
    this.onQuit();
  }
}

/** Starts the UI on a session's screen at a route (the main menu by default). */
export function startApp(ctx: SessionContext, onQuit: () => void, route: Route = { name: 'menu' }): App {
  const app = new App(ctx, onQuit);
  app.go(route);
  return app;
}
