// A titled list to choose from: the main menu, games, rulesets, seats, replays. Movement keys come
// from the key table's `menu` context through the dispatcher; the list itself reads no keys.
import blessed from 'blessed';
import type { Widgets } from 'blessed';
import type { Action, AppHandle, View } from '../app-types.ts';
import type { KeyContext } from '../keys.ts';

/** One entry of a list. */
export interface ListItem {
  label: string;
  /** Shown under the list while this entry is selected. */
  detail?: string;
  pick: () => void | Promise<void>;
}

/** What a list shows and does. */
export interface ListSpec {
  title: string;
  intro?: string;
  items: ListItem[];
  /** Esc / left: back (default: the main menu). */
  back?: () => void;
  /** `q`: default goes back, the main menu quits. */
  quit?: () => void;
  /** Extra key contexts (a list with its own keys, such as the seat picker). */
  extraContexts?: KeyContext[];
  onExtra?: (action: Action, selected: number) => boolean;
  /** A page of text rather than choices: no number keys in front of the lines. */
  plain?: boolean;
}

/** Item labels with their number keys (1-9) in front. */
function numbered(items: ListItem[], plain = false): string[] {
  if (plain) return items.map((item) => item.label);
  return items.map((item, i) => `${i < 9 ? String(i + 1) : ' '}  ${item.label}`);
}

/** A list view; `refresh` redraws labels after the items changed. */
export class ListView implements View {
  readonly contexts: readonly KeyContext[];
  private readonly frame: Widgets.BoxElement;
  private readonly list: Widgets.ListElement;
  private readonly detail: Widgets.BoxElement;
  private readonly intro: Widgets.BoxElement;

  constructor(private readonly app: AppHandle, private spec: ListSpec) {
    this.contexts = [...(spec.extraContexts ?? []), 'menu'];
    const t = app.ctx.theme;
    const screen = app.ctx.screen;
    this.frame = blessed.box({
      parent: screen, top: 0, left: 0, width: '100%', height: '100%-1',
      border: { type: 'line' }, label: ` lamplit · ${spec.title} `,
      style: t.mono ? {} : { border: { fg: t.border }, label: { fg: t.accent, bold: true } },
    });
    this.intro = blessed.box({ parent: this.frame, top: 0, left: 1, height: 2, width: '100%-4', content: spec.intro ?? '', style: t.mono ? {} : { fg: 'grey' } });
    this.list = blessed.list({
      parent: this.frame, top: 2, left: 1, width: '100%-4', height: '100%-7',
      keys: false, mouse: false, tags: false,
      items: numbered(spec.items, spec.plain),
      style: t.mono ? { selected: { inverse: true } } : { selected: { bg: t.accent, fg: 'black', bold: true } },
    });
    this.detail = blessed.box({ parent: this.frame, bottom: 0, left: 1, height: 3, width: '100%-4', content: '', style: t.mono ? {} : { fg: 'grey' } });
    this.list.select(0);
    this.showDetail();
  }

  /** The selected entry's index. */
  selected(): number {
    return (this.list as unknown as { selected: number }).selected ?? 0;
  }

  /** Replaces the items (keeping the selection where possible) and redraws. */
  refresh(spec: Partial<ListSpec>): void {
    this.spec = { ...this.spec, ...spec };
    const at = this.selected();
    this.list.setItems(numbered(this.spec.items, this.spec.plain) as never);
    this.list.select(Math.min(at, this.spec.items.length - 1));
    if (spec.title) this.frame.setLabel(` lamplit · ${spec.title} `);
    if (spec.intro !== undefined) this.intro.setContent(spec.intro);
    this.showDetail();
  }

  private showDetail(): void {
    this.detail.setContent(this.spec.items[this.selected()]?.detail ?? '');
  }

  onAction(action: Action): boolean | Promise<boolean> {
    if (this.spec.onExtra?.(action, this.selected())) return true;
    switch (action.type) {
      case 'menuUp': this.list.up(1); this.showDetail(); return true;
      case 'menuDown': this.list.down(1); this.showDetail(); return true;
      case 'menuPick': {
        const item = this.spec.items[this.selected()];
        if (!item) return true;
        return Promise.resolve(item.pick()).then(() => true);
      }
      case 'menuNumber': {
        // A number only selects: Enter picks. Picking at once made "1, Enter, 3" start a match
        // nobody chose (each keystroke landed on the next menu).
        if (this.spec.plain) return true;
        const n = Number(action.key) - 1;
        if (!this.spec.items[n]) return true;
        this.list.select(n);
        this.showDetail();
        return true;
      }
      case 'menuBack': (this.spec.back ?? (() => this.app.go({ name: 'menu' })))(); return true;
      case 'menuQuit': (this.spec.quit ?? this.spec.back ?? (() => this.app.go({ name: 'menu' })))(); return true;
      default: return false;
    }
  }

  destroy(): void {
    this.frame.destroy();
  }
}
