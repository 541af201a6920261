// `lamplit ssh`: serves the terminal UI over SSH (the host key is made on first start and kept).
import type { Command } from 'commander';
import { UserError, intArg } from '../util.ts';

/** Options of `lamplit ssh`. */
interface SshOptions {
  port?: number;
  host?: string;
  hostKey?: string;
  keyPrefix?: string;
}

/** Registers `lamplit ssh`. */
export function register(program: Command): void {
  program
    .command('ssh')
    .description('serve the terminal UI over SSH: any client key signs in, the key is the identity')
    .option('--port <port>', 'port to listen on (default SSH_PORT or 2222; 0 = any free port)', intArg('--port', 0, 65535))
    .option('--host <address>', 'address to listen on (default SSH_HOST or 0.0.0.0)')
    .option('--host-key <file>', 'private host key file, made on first start when missing (default SSH_HOST_KEY or .lamplit/ssh_host_ed25519_key)')
    .option('--key-prefix <prefix>', 'first part of every Redis key (default lamplit)')
    .action(async (o: SshOptions) => {
      await runSsh(o);
    });
}

async function runSsh(o: SshOptions): Promise<void> {
  const { startProcess } = await import('../../runtime/process.ts');
  const { matchServicesOf, RESOLVER_CONCURRENCY, RESOLVER_POLL_MS } = await import('../../tui/services.ts');
  const { startSshServer } = await import('../../tui/ssh/server.ts');
  const { openRuntime } = await import('../../runtime/match-runtime.ts');
  const { loadOrCreateHostKey, DEFAULT_HOST_KEY } = await import('../../tui/ssh/host-key.ts');
  const proc = await startProcess({ name: 'ssh' });
  const cfg = proc.config;
  const keyPath = o.hostKey ?? cfg.ssh.hostKeyPath ?? DEFAULT_HOST_KEY;
  const { key, created } = loadOrCreateHostKey(keyPath);
  if (created) proc.log.info({ keyPath }, 'made a new SSH host key');
  // Redis from REDIS_URL or REDIS_CLUSTER_NODES (else this process's memory); turns counted and timed for /metrics.
  const services = matchServicesOf(await openRuntime(cfg, { proc, keyPrefix: o.keyPrefix, pollMs: RESOLVER_POLL_MS, concurrency: RESOLVER_CONCURRENCY }));
  const wantPort = o.port ?? cfg.ssh.port;
  const host = o.host ?? cfg.ssh.host;
  const server = await startSshServer({
    port: wantPort,
    host,
    hostKey: key,
    matchPort: services.port,
    limits: {
      maxSessions: cfg.ssh.maxSessions,
      sessionsPerKey: cfg.ssh.sessionsPerKey,
      idleTimeoutMs: cfg.ssh.idleTimeoutMs,
      inputRatePerSec: cfg.ssh.inputRatePerSec,
      inputBurst: cfg.ssh.inputBurst,
      inputBytesPerSec: cfg.ssh.inputBytesPerSec,
    },
    connections: { authTimeoutMs: cfg.ssh.authTimeoutMs, maxConnections: cfg.ssh.maxConnections, maxConnectionsPerIp: cfg.ssh.maxConnectionsPerIp },
    log: (msg, fields) => {
      proc.log.info(fields ?? {}, msg);
      proc.metrics.sshSessions.set(server?.sessions() ?? 0);
    },
  }).catch((err: NodeJS.ErrnoException) => {
    // A taken or forbidden port is the operator's to fix: one line naming where the port came from.
    const from = o.port !== undefined ? '--port' : 'SSH_PORT';
    if (err.code === 'EADDRINUSE') throw new UserError(`${from} ${wantPort} is in use by another process (another lamplit ssh?); set ${from} to a free port (0 picks any)`);
    if (err.code === 'EACCES') throw new UserError(`${from} ${wantPort} needs privileges this process does not have; use a port from 1024 up`);
    throw err;
  });
  const { address, port } = server.address;
  proc.log.info({ host: address, port, store: services.kind }, `lamplit ssh listening on ${address}:${port}`);
  process.stdout.write(`lamplit ssh listening on port ${port} at ${address}${address === '0.0.0.0' || address === '::' ? ' (every address of this host)' : ''}\n`);
  // Players are told why they are cut off; with Redis their matches outlive this process.
  const farewell = services.kind !== 'memory' ? 'server shutting down; your match continues: sign in again and join it by its code' : 'server shutting down; this match ends (matches live in this server\'s memory)';
  proc.onShutdown('ssh server', () => server.close(farewell));
  proc.onShutdown('match runtime', () => services.close());
  await new Promise<void>((resolve) => proc.signal.addEventListener('abort', () => resolve(), { once: true }));
}
