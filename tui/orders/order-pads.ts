// Order entry by keys, one pad per game. A pad turns key actions into a draft text order (the same
// one-line grammar the `:` prompt and Discord's /order take), so keys and typing go through one
// parser in the game and a refusal reads the same either way.
import type { Action } from '../app-types.ts';
import type { KeyContext } from '../keys.ts';
import type { Cell } from '../sgr-cells.ts';
import { markGridCell } from './grid-cursor.ts';

/** Key order entry for one game's match screen. */
export interface OrderPad {
  readonly context: KeyContext;
  /** Handles a key action of the pad's context; false when it is not the pad's. */
  onAction(action: Action): boolean;
  /** The drafted text order, or null when nothing is drafted yet. */
  draft(): string | null;
  /** The order line shown under the picture: the draft and what the keys are choosing. */
  line(): string;
  /** Sees each fresh view (role, lamps, crates). */
  update(view: unknown): void;
  /** Forgets the draft (after it was sent). */
  clear(): void;
  /** Draws the pad's cursor onto the picture's cells, if the pad has one. */
  decorate?(cells: Cell[][]): void;
}

const COLS = 'ABCDEFGHIJKLM';
const HIDER_INTENTS = ['hide', 'push', 'lock', 'scout', 'flee', 'wait'] as const;
const SEEKER_INTENTS = ['sweep', 'beeline', 'chase', 'pry', 'hold', 'wait'] as const;
const AIMS = ['sweep', 'hold', 'track', 'target'] as const;
const NEEDS_CRATE = new Set(['push', 'lock', 'pry']);
const NO_TARGET = new Set(['lock', 'pry', 'flee', 'wait', 'chase']);

/** Lantern: a cursor on the A-M / 1-7 grid, an intent, a crate, gait and aim. */
export class LanternPad implements OrderPad {
  readonly context = 'lantern' as const;
  private col = 6;
  private row = 3;
  private role: 'hider' | 'seeker' = 'hider';
  private intent = 0;
  private crate = 0;
  private crawl = false;
  private aim: number | null = null;

  update(view: unknown): void {
    const role = (view as { role?: string })?.role;
    if ((role === 'hider' || role === 'seeker') && role !== this.role) { this.role = role; this.intent = 0; this.crawl = false; }
  }

  decorate(cells: Cell[][]): void {
    markGridCell(cells, this.col, this.row);
  }

  /** The grid cell under the cursor ("G4"). */
  cell(): string {
    return `${COLS[this.col]}${this.row + 1}`;
  }

  private intents(): readonly string[] {
    return this.role === 'hider' ? HIDER_INTENTS : SEEKER_INTENTS;
  }

  onAction(a: Action): boolean {
    if (a.type === 'cursor') {
      if (a.arg === 'W') this.col = Math.max(0, this.col - 1);
      if (a.arg === 'E') this.col = Math.min(12, this.col + 1);
      if (a.arg === 'N') this.row = Math.max(0, this.row - 1);
      if (a.arg === 'S') this.row = Math.min(6, this.row + 1);
    } else if (a.type === 'cycle') {
      if (a.arg === 'intent') this.intent = (this.intent + 1) % this.intents().length;
      if (a.arg === 'crate') this.crate = (this.crate + 1) % 10;
      if (a.arg === 'gait') this.crawl = this.role === 'hider' ? !this.crawl : false;
      if (a.arg === 'aim') this.aim = this.aim === null ? 0 : (this.aim + 1) % AIMS.length;
    } else return false;
    return true;
  }

  /** Always an order: the cursor and choices stay from turn to turn, so Enter repeats or adjusts it. */
  draft(): string | null {
    const intent = this.intents()[this.intent];
    const crate = `C${this.crate}`;
    let text: string;
    if (intent === 'push') text = `push ${crate} to ${this.cell()}`;
    else if (NEEDS_CRATE.has(intent)) text = `${intent} ${crate}`;
    else if (NO_TARGET.has(intent)) text = intent;
    else text = `${intent} ${this.cell()}`;
    if (this.aim !== null && this.role === 'seeker') text += ` aim ${AIMS[this.aim]}`;
    if (this.crawl && this.role === 'hider') text += ' crawl';
    return text;
  }

  line(): string {
    const intent = this.intents()[this.intent];
    const parts = [`cursor ${this.cell()}`, `intent ${intent} (i)`];
    if (NEEDS_CRATE.has(intent)) parts.push(`crate C${this.crate} (c)`);
    if (this.role === 'hider') parts.push(`${this.crawl ? 'crawl' : 'walk'} (g)`);
    else parts.push(`aim ${this.aim === null ? 'default' : AIMS[this.aim]} (a)`);
    return parts.join(' · ');
  }

  clear(): void {
    // The choices stay for the next turn.
  }
}

const BUYS = ['reach', 'stride', 'wick'] as const;

/** Lamplighter: a lamp number and a verb (walk, run, light, release, wait, retreat, buy, plan). */
export class LamplighterPad implements OrderPad {
  readonly context = 'lamplighter' as const;
  private lamp = 1;
  private verb: string | null = null;
  private buy = 0;

  update(): void { /* the lamp numbers are fixed 1-9 */ }

  onAction(a: Action): boolean {
    if (a.type === 'pickLamp') {
      this.lamp = Number(a.key ?? 1);
      if (this.verb !== 'walk' && this.verb !== 'run' && this.verb !== 'plan') this.verb = 'walk';
      return true;
    }
    if (a.type === 'draftVerb') {
      const v = String(a.arg);
      if (v === 'buy' && this.verb === 'buy') this.buy = (this.buy + 1) % BUYS.length;
      this.verb = v;
      return true;
    }
    return false;
  }

  draft(): string | null {
    switch (this.verb) {
      case null: return null;
      case 'walk': case 'run': return `${this.verb} ${this.lamp}`;
      // One order for the rest of the street: walk to each lamp from the picked one on and light it.
      case 'plan': return this.lamp >= 9 ? 'plan 9' : `plan ${this.lamp}-9`;
      case 'wait': return 'wait 2';
      case 'buy': return `buy ${BUYS[this.buy]}`;
      default: return this.verb;
    }
  }

  line(): string {
    return `lamp ${this.lamp} (1-9) · p plan ${this.lamp}-9 · w walk · r run · l light · x release · z wait · t retreat · b buy`;
  }

  clear(): void {
    this.verb = null;
  }
}

/** Dungeon: a path of up to 8 steps from the arrows, or exit / treasure / wait. */
export class DungeonPad implements OrderPad {
  readonly context = 'dungeon' as const;
  private steps: string[] = [];
  private verb: string | null = null;

  update(): void { /* paths are relative to the player's tile */ }

  onAction(a: Action): boolean {
    if (a.type === 'step') {
      if (this.steps.length < 8) this.steps.push(String(a.arg));
      this.verb = null;
      return true;
    }
    if (a.type === 'unstep') { this.steps.pop(); return true; }
    if (a.type === 'draftVerb') { this.verb = String(a.arg); this.steps = []; return true; }
    return false;
  }

  draft(): string | null {
    if (this.verb) return this.verb;
    return this.steps.length ? `move ${this.steps.join('')}` : null;
  }

  line(): string {
    return `path ${this.steps.join('') || '-'} (${this.steps.length}/8, arrows; Bksp undoes) · e exit · t treasure · z wait`;
  }

  clear(): void {
    this.steps = [];
    this.verb = null;
  }
}

/** The key pad for a game. */
export function padFor(game: string): OrderPad {
  if (game === 'lantern') return new LanternPad();
  if (game === 'lamplighter') return new LamplighterPad();
  return new DungeonPad();
}
