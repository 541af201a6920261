// Driving terminal programs in tmux for the terminal UI's tests: start a command in a detached
// session of a given size, send keys, and poll capture-pane until expected text shows up.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The repository root (where bin/lamplit.js lives). */
export const ROOT = join(import.meta.dirname, '..', '..');

/** tmux with its own server socket, so tests never touch a user's tmux. */
const SOCKET = join(mkdtempSync(join(tmpdir(), 'lamplit-tmux-')), 'sock');

function tmux(...args: string[]): string {
  return execFileSync('tmux', ['-S', SOCKET, ...args], { encoding: 'utf8' });
}

/** One tmux session running one command. */
export class TmuxSession {
  private constructor(readonly name: string) {}

  /** Starts `command` (run by sh in the repo root) in a `cols` × `rows` terminal. */
  static start(name: string, command: string, cols = 120, rows = 40, env: Record<string, string> = {}): TmuxSession {
    const vars = Object.entries({ TERM: 'xterm-256color', LOG_LEVEL: 'warn', HEALTH_PORT: '0', ...env }).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(' ');
    const args = ['new-session', '-d', '-s', name, '-x', String(cols), '-y', String(rows), '-c', ROOT, `env ${vars} ${command}; echo "[exited $?]"; sleep 600`];
    // When the previous test killed the last session, the tmux server may still be exiting and a
    // new session in that instant fails with "server exited unexpectedly": start it again.
    for (let attempt = 1; ; attempt++) {
      try {
        tmux(...args);
        return new TmuxSession(name);
      } catch (err) {
        if (attempt >= 5) throw err;
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200 * attempt);
      }
    }
  }

  /** Sends keys (tmux key names such as Enter, Escape, Up, C-c, or literal text with `literal`). */
  keys(...keys: string[]): this {
    tmux('send-keys', '-t', this.name, ...keys);
    return this;
  }

  /** Types text literally (no key-name lookup). */
  type(text: string): this {
    tmux('send-keys', '-t', this.name, '-l', text);
    return this;
  }

  /** The pid of the process the session's shell runs (its child): this session's program, not another test's. */
  programPid(): number {
    const shell = tmux('list-panes', '-t', this.name, '-F', '#{pane_pid}').trim();
    const child = execFileSync('pgrep', ['-P', shell], { encoding: 'utf8' }).trim().split('\n')[0];
    return Number(child);
  }

  /** The visible screen as text. */
  screen(): string {
    return tmux('capture-pane', '-t', this.name, '-p');
  }

  /** The visible screen with SGR escapes (colours). */
  screenWithColour(): string {
    return tmux('capture-pane', '-t', this.name, '-p', '-e');
  }

  /** Waits until the screen matches; throws with the last screen on timeout. */
  async waitFor(what: string | RegExp, timeoutMs = 15_000): Promise<string> {
    const until = Date.now() + timeoutMs;
    let last = '';
    while (Date.now() < until) {
      last = this.screen();
      if (typeof what === 'string' ? last.includes(what) : what.test(last)) return last;
      await sleep(150);
    }
    throw new Error(`timed out after ${timeoutMs} ms waiting for ${String(what)}; the screen was:\n${last}`);
  }

  /** Whether the program left the alternate screen and shows the cursor again. */
  terminalRestored(): boolean {
    return tmux('display', '-p', '-t', this.name, '#{alternate_on} #{cursor_flag}').trim() === '0 1';
  }

  /** Resizes the terminal. */
  resize(cols: number, rows: number): this {
    tmux('resize-window', '-t', this.name, '-x', String(cols), '-y', String(rows));
    return this;
  }

  /** Kills the session (and the program in it). */
  kill(): void {
    try { tmux('kill-session', '-t', this.name); } catch { /* already gone */ }
  }
}

/** Promise-based sleep. */
export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/** Whether tmux is installed (the tests fail loudly when it is not, naming the package). */
export function requireTmux(): void {
  try {
    execFileSync('tmux', ['-V']);
  } catch {
    throw new Error('tmux is not installed: apt-get install -y tmux (the terminal UI tests drive it)');
  }
}

/** The command line that runs lamplit in the repo. */
export const LAMPLIT = 'node bin/lamplit.js';
