// A local agent: a program started with a shell command, spoken to over its stdin and stdout. What it
// prints on stderr is kept (its last lines) so that a crash can be reported in its own words.
import { spawn } from 'node:child_process';
import { LineQueue, type AgentLink } from './link.ts';

/** How many of an agent's last stderr lines are kept for reports. */
const STDERR_LINES = 20;

/** A local agent's link, with what it printed on stderr. */
export interface SpawnedAgent extends AgentLink {
  /** The agent's last stderr lines. */
  stderr(): string[];
}

/** Starts `command` through the shell (`sh -c`) and links to it. */
export function spawnAgent(command: string, options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): SpawnedAgent {
  // Its own process group, so that ending it ends whatever it started too (a shell's children).
  const child = spawn('sh', ['-c', command], { cwd: options.cwd, env: options.env ?? process.env, stdio: ['pipe', 'pipe', 'pipe'], detached: true });
  const signal = (sig: NodeJS.Signals): void => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, sig);
    } catch {
      // The group is gone already.
    }
  };
  const queue = new LineQueue();
  const errLines: string[] = [];
  let errPartial = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => queue.push(d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => {
    const parts = (errPartial + d).split('\n');
    errPartial = parts.pop() ?? '';
    errLines.push(...parts.filter((l) => l.trim()));
    if (errLines.length > STDERR_LINES) errLines.splice(0, errLines.length - STDERR_LINES);
  });
  // Writing to an agent that has exited is not lamplit's failure: the exit is reported instead.
  child.stdin.on('error', () => undefined);
  child.on('error', (err) => queue.end(`could not start "${command}": ${err.message}`));
  child.on('exit', (code, signal) => queue.end(signal ? `the agent was ended by ${signal}` : `the agent exited with code ${code}`));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    label: `cmd ${command}`,
    send(message) {
      if (queue.endedReason || child.stdin.destroyed) return;
      child.stdin.write(`${JSON.stringify(message)}\n`);
    },
    nextLine: (ms) => queue.next(ms),
    get closedReason() {
      return queue.endedReason;
    },
    stderr: () => (errPartial.trim() ? [...errLines, errPartial] : [...errLines]),
    async close() {
      if (child.exitCode === null && child.signalCode === null) {
        // End of input first (a well-behaved agent exits on it), then SIGTERM, then SIGKILL.
        child.stdin.end();
        const term = setTimeout(() => signal('SIGTERM'), 500);
        const kill = setTimeout(() => signal('SIGKILL'), 2500);
        await exited;
        clearTimeout(term);
        clearTimeout(kill);
      }
      // What the agent started and left behind goes with it.
      signal('SIGTERM');
      queue.end('closed by lamplit');
    },
  };
}
