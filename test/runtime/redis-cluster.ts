// Test helper: a three-node Redis Cluster on local random ports (redis-server --cluster-enabled
// yes, joined with redis-cli --cluster create), in a temp dir removed afterwards.
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createServer } from 'node:net';
import { rawPing } from './redis-server.ts';

const exec = promisify(execFile);

/** A running test cluster. */
export interface TestCluster {
  ports: number[];
  nodes: { host: string; port: number }[];
  dir: string;
  stop(): Promise<void>;
}

async function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

/** `count` ports in 20000-29999 whose cluster bus ports (+10000) are free too. */
async function clusterPorts(count: number): Promise<number[]> {
  const out: number[] = [];
  while (out.length < count) {
    const p = 20000 + Math.floor(Math.random() * 10000);
    if (!out.includes(p) && (await portFree(p)) && (await portFree(p + 10000))) out.push(p);
  }
  return out;
}

/** Starts three cluster-enabled redis-servers, creates the cluster, and waits for cluster_state:ok. */
export async function startTestCluster(size = 3): Promise<TestCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'lamplit-cluster-'));
  const ports = await clusterPorts(size);
  const procs: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(
      procs.map((p) => (p.exitCode !== null ? Promise.resolve() : new Promise<void>((resolve) => { p.once('exit', () => resolve()); p.kill('SIGKILL'); }))),
    );
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (const port of ports) {
      procs.push(
        spawn('redis-server', [
          '--port', String(port), '--bind', '127.0.0.1', '--dir', dir,
          '--cluster-enabled', 'yes', '--cluster-config-file', `nodes-${port}.conf`, '--cluster-node-timeout', '5000',
          '--save', '', '--appendonly', 'no', '--logfile', join(dir, `redis-${port}.log`),
        ], { stdio: 'ignore' }),
      );
    }
    for (const port of ports) await waitFor(() => rawPing(port), `redis-server on ${port} did not answer PING`);
    await exec('redis-cli', ['--cluster', 'create', ...ports.map((p) => `127.0.0.1:${p}`), '--cluster-replicas', '0', '--cluster-yes']);
    for (const port of ports) {
      await waitFor(async () => {
        const { stdout } = await exec('redis-cli', ['-p', String(port), 'cluster', 'info']);
        if (!stdout.includes('cluster_state:ok')) throw new Error('cluster not ok yet');
      }, `cluster node ${port} did not reach cluster_state:ok`);
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { ports, nodes: ports.map((port) => ({ host: '127.0.0.1', port })), dir, stop };
}

async function waitFor(check: () => Promise<unknown>, message: string, tries = 200): Promise<void> {
  let last: unknown;
  for (let i = 0; i < tries; i++) {
    try {
      await check();
      return;
    } catch (err) {
      last = err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error(`${message}: ${last instanceof Error ? last.message : String(last)}`);
}
