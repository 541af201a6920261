// The fake Discord in a child process of its own, with the script that plays as its users beside it
// (a benchmark's driver): the fake's HTTP server, Gateway, bookkeeping and the driver's polling then
// never share an event loop with the bot they measure, as Discord never shares the bot's machine.
// The parent starts the child (`startFakeChild`), connects its bot to the address the child sends,
// answers the driver's questions (`ask`, e.g. a match snapshot from the parent's runtime) and
// receives the driver's result. The child calls `serveFake` once.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { FakeDiscord, type FakeDiscordOptions } from './fake-discord.ts';

/** Where the bot connects: the child's fake Discord. */
export interface FakeAddress {
  api: string;
  token: string;
  appId: string;
}

type ToParent =
  | { t: 'hello'; address: FakeAddress }
  | { t: 'ask'; id: number; name: string; arg: unknown }
  | { t: 'done'; ok: true; value: unknown }
  | { t: 'done'; ok: false; error: string };
type ToChild =
  | { t: 'go'; arg: unknown }
  | { t: 'answer'; id: number; ok: true; value: unknown }
  | { t: 'answer'; id: number; ok: false; error: string }
  | { t: 'close' };

/** The parent's handle on a fake Discord running in a child process. */
export interface FakeChild {
  address: FakeAddress;
  /** Starts the driver with an argument; resolves with what it returned (rejects with its error). */
  drive(arg?: unknown): Promise<unknown>;
  /** Closes the fake and waits for the child to exit. */
  close(): Promise<void>;
}

/** What the parent answers the driver: named async handlers. */
export type Answers = Record<string, (arg: any) => Promise<unknown> | unknown>;

/**
 * Starts `driver` (a TypeScript file that calls `serveFake`) in a child process through bin/run-ts.js
 * and resolves once its fake Discord listens.
 */
export function startFakeChild(driver: string, answers: Answers, timeoutMs = 30_000): Promise<FakeChild> {
  const runTs = fileURLToPath(new URL('../../bin/run-ts.js', import.meta.url));
  const child: ChildProcess = fork(runTs, [driver], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let finish: { resolve: (v: unknown) => void; reject: (e: Error) => void } | null = null;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => {
    finish?.reject(new Error(`fake Discord child exited with code ${code}`));
    resolve(code);
  }));
  const send = (m: ToChild) => { if (child.connected) child.send(m); };
  return new Promise<FakeChild>((resolve, reject) => {
    const timer = setTimeout(() => { child.kill(); reject(new Error(`fake Discord child did not start within ${timeoutMs} ms`)); }, timeoutMs);
    child.once('exit', (code) => { clearTimeout(timer); reject(new Error(`fake Discord child exited with code ${code} before it listened`)); });
    child.on('message', (raw) => {
      const m = raw as ToParent;
      if (m.t === 'hello') {
        clearTimeout(timer);
        resolve({
          address: m.address,
          drive: (arg) => new Promise((res, rej) => { finish = { resolve: res, reject: rej }; send({ t: 'go', arg }); }),
          async close() {
            send({ t: 'close' });
            await exited;
          },
        });
      } else if (m.t === 'ask') {
        const handler = answers[m.name];
        Promise.resolve()
          .then(() => { if (!handler) throw new Error(`the parent answers no question "${m.name}" (it answers ${Object.keys(answers).join(', ') || 'none'})`); return handler(m.arg); })
          .then((value) => send({ t: 'answer', id: m.id, ok: true, value }), (err: Error) => send({ t: 'answer', id: m.id, ok: false, error: err.message }));
      } else if (m.t === 'done') {
        const f = finish;
        finish = null;
        if (m.ok) f?.resolve(m.value);
        else f?.reject(new Error(m.error));
      }
    });
  });
}

/** Asks the parent a named question; resolves with its answer. */
export type Ask = <T = unknown>(name: string, arg?: unknown) => Promise<T>;

/**
 * The child's side: starts a fake Discord, tells the parent where it listens, runs `drive` when the
 * parent says go and sends back its result; closes the fake and exits when the parent says close.
 */
export async function serveFake(drive: (fake: FakeDiscord, ask: Ask, arg: unknown) => Promise<unknown>, options: FakeDiscordOptions = {}): Promise<void> {
  if (!process.send) throw new Error('serveFake runs in a child process started by startFakeChild (it has no IPC channel)');
  const fake = await new FakeDiscord(options).start();
  const send = (m: ToParent) => process.send!(m);
  let nextId = 1;
  const pending = new Map<number, { resolve: (v: any) => void; reject: (e: Error) => void }>();
  const ask: Ask = (name, arg) => new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    send({ t: 'ask', id, name, arg });
  });
  process.on('message', (raw) => {
    const m = raw as ToChild;
    if (m.t === 'answer') {
      const p = pending.get(m.id);
      pending.delete(m.id);
      if (m.ok) p?.resolve(m.value);
      else p?.reject(new Error(m.error));
    } else if (m.t === 'go') {
      drive(fake, ask, m.arg).then(
        (value) => send({ t: 'done', ok: true, value }),
        (err: Error) => send({ t: 'done', ok: false, error: err.message }),
      );
    } else if (m.t === 'close') {
      void fake.close().finally(() => process.exit(0));
    }
  });
  send({ t: 'hello', address: { api: fake.api, token: fake.token, appId: fake.appId } });
}
