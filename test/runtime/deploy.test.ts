// Docker cannot run on the test machine (only the client is installed), so these check the
// deployment files statically: the compose file's services and healthchecks, the Dockerfile's
// stages, user and copied folders, and that the shipped code never needs dev-only files.
import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ROOT, sourcePaths } from '../source-files.ts';

const read = (p: string) => readFileSync(join(ROOT, p), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  restart?: string;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
  environment?: Record<string, string>;
  env_file?: unknown;
  volumes?: string[];
}

const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, Service>; volumes: Record<string, unknown> };

describe('docker-compose.yml', () => {
  it('names the redis, bot, ssh and worker services', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['bot', 'redis', 'ssh', 'worker']);
  });

  it('runs Redis with AOF persistence on a named volume and a PING healthcheck', () => {
    const redis = compose.services.redis;
    expect(redis.command).toEqual(expect.arrayContaining(['--appendonly', 'yes']));
    expect(redis.volumes).toContain('redis-data:/data');
    expect(compose.volumes).toHaveProperty('redis-data');
    expect(redis.healthcheck?.test).toEqual(['CMD', 'redis-cli', 'ping']);
  });

  for (const name of ['bot', 'ssh', 'worker']) {
    it(`${name} waits for a healthy Redis, restarts on failure, reads .env and has a /healthz healthcheck`, () => {
      const s = compose.services[name];
      expect(s.depends_on?.redis?.condition).toBe('service_healthy');
      expect(['on-failure', 'unless-stopped', 'always']).toContain(s.restart);
      expect(JSON.stringify(s.env_file)).toContain('.env');
      expect(s.environment?.REDIS_URL).toContain('redis://redis:6379');
      expect(s.healthcheck?.test.join(' ')).toContain('/healthz');
      expect(s.command?.[0]).toBe(name);
    });
  }

  it('publishes the SSH port and hands the server its host key', () => {
    const ssh = compose.services.ssh;
    expect(ssh.ports?.[0]).toMatch(/:2222$/);
    expect(ssh.environment?.SSH_HOST_KEY).toBe('/app/.lamplit/ssh_host_ed25519_key');
    expect(ssh.volumes).toContain('ssh-host-key:/app/.lamplit');
    expect(compose.volumes).toHaveProperty('ssh-host-key');
    expect(ssh.environment?.REDIS_URL).toContain('redis://redis:6379');
  });

  it('the bot runs discord.js sharding', () => {
    expect(compose.services.bot.command).toEqual(['bot', '--shards', '${DISCORD_SHARDS:-auto}']);
  });
});

describe('Dockerfile', () => {
  const text = read('Dockerfile');
  const froms = [...text.matchAll(/^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/gim)].map((m) => ({ image: m[1], stage: m[2] }));

  it('has a dependency stage and a slim runtime stage', () => {
    expect(froms.map((f) => f.stage)).toEqual(['deps', 'runtime']);
    expect(froms[1].image).toMatch(/slim/);
    expect(text).toMatch(/COPY --from=deps .*node_modules/);
    expect(text).toMatch(/npm ci --omit=dev/);
  });

  it('runs as a non-root user, with a healthcheck and the lamplit entry point', () => {
    const users = [...text.matchAll(/^USER\s+(\S+)/gm)].map((m) => m[1]);
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)$/);
    expect(text).toMatch(/^HEALTHCHECK .*\n.*\/healthz/m);
    expect(text).toMatch(/^ENTRYPOINT \["node", "bin\/lamplit.js"\]/m);
    expect(text).toMatch(/chown node:node \/app\/\.lamplit/);
  });

  it('ships every source folder the CLI loads, and the fonts pictures need', () => {
    const copied = [...text.matchAll(/^COPY --chown=\S+ (\S+) \.\/\S*/gm)].map((m) => m[1]);
    for (const dir of ['bin', 'cli', 'engine', 'runtime', 'bot', 'tui', 'renders']) expect(copied).toContain(dir);
    const fonts = readdirSync(join(ROOT, 'renders/fonts')).filter((f) => f.endsWith('.ttf'));
    expect(fonts.length).toBeGreaterThan(0);
    const ignored = read('.dockerignore').split('\n').map((l) => l.trim());
    expect(ignored).not.toContain('renders');
    expect(ignored).toContain('node_modules');
    expect(ignored).toContain('.env');
  });
});

describe('shipped code', () => {
  const pkg = JSON.parse(read('package.json')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
  const SHIPPED = ['bin', 'cli', 'engine', 'runtime', 'bot', 'tui', 'renders'];

  it('never imports a dev dependency or a test file, so the production image can load it', () => {
    const bad: string[] = [];
    for (const file of SHIPPED.flatMap((dir) => sourcePaths(dir, ['.ts', '.js']))) {
      const code = read(file);
      for (const m of code.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
        const spec = m[1] ?? m[2];
        if (spec.startsWith('.')) {
          if (/(^|\/)test\//.test(join(file, '..', spec))) bad.push(`${file} imports ${spec}`);
          continue;
        }
        if (spec.startsWith('node:')) continue;
        const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
        if (!(name in pkg.dependencies) && !name.startsWith('@types/')) bad.push(`${file} imports ${name}, which is not a production dependency`);
      }
    }
    expect(bad).toEqual([]);
  });
});
