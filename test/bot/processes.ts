// Real processes for bot tests: a private redis-server on a free port, and `lamplit bot` as a child
// process pointed at the fake Discord. Tests kill both after.
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FakeDiscord } from '../fake-discord/fake-discord.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A free TCP port in 20000-40000 on 127.0.0.1. */
export async function freePort(): Promise<number> {
  for (let i = 0; i < 50; i++) {
    const port = 20000 + Math.floor(Math.random() * 20000);
    const ok = await new Promise<boolean>((resolve) => {
      const s = createServer().once('error', () => resolve(false)).listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
    });
    if (ok) return port;
  }
  throw new Error('no free port in 20000-40000');
}

/** A redis-server of our own (no persistence); fails loudly when redis-server is missing. */
export async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const failed = new Promise<never>((_, reject) => child.once('error', (err) => reject(new Error(`redis-server could not start: ${err.message}`))));
  const up = (async () => {
    for (let i = 0; i < 100; i++) {
      const ok = await new Promise<boolean>((resolve) => {
        const sock = new Socket();
        sock.once('error', () => resolve(false)).connect(port, '127.0.0.1', () => { sock.end(); resolve(true); });
      });
      if (ok) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`redis-server did not listen on ${port}`);
  })();
  await Promise.race([up, failed]);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () => stopChild(child),
  };
}

/** Sends SIGKILL (or `signal`) to a child and waits for it to exit. */
export function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/** `lamplit bot` as a child process against the fake Discord and a Redis; output kept for failures. */
export function spawnBot(fake: FakeDiscord, redisUrl: string, extraEnv: Record<string, string> = {}): { child: ChildProcess; output: () => string } {
  let out = '';
  const child = spawn(process.execPath, ['bin/lamplit.js', 'bot'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', NODE_ENV: 'test',
      DISCORD_TOKEN: fake.token, DISCORD_APP_ID: fake.appId, DISCORD_API_URL: fake.api, DISCORD_SHARDS: '1',
      REDIS_URL: redisUrl, HEALTH_PORT: '0', HEALTH_HOST: '127.0.0.1', LOG_LEVEL: process.env.BOT_TEST_LOG ? 'debug' : 'warn', LOG_FORMAT: 'json',
      MATCH_TURN_SECONDS: '60', WORKER_POLL_MS: '50', ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = process.env.BOT_TEST_LOG ? `/tmp/lamplit-bot-${child.pid}.log` : null;
  child.stdout!.on('data', (d) => { out += String(d); if (log) appendFileSync(log, String(d)); });
  child.stderr!.on('data', (d) => { out += String(d); if (log) appendFileSync(log, String(d)); });
  return { child, output: () => out.slice(-4000) };
}
