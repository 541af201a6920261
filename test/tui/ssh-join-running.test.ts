// Over SSH with the OpenSSH client, a match is named by its join code, never its internal id: a
// player who joins a running match by code is told "match CODE is running", and the match screen
// of a player in it shows the code. The match is made in this process on a Redis prefix that the
// `lamplit ssh` process shares.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMatchServices, type MatchServices } from '../../tui/services.ts';
import { RedisStore } from '../../runtime/redis-store.ts';
import { REDIS_URL, uniquePrefix } from '../runtime/redis-helpers.ts';
import { startLamplitSsh, type LamplitSsh } from './ssh-harness.ts';
import { TmuxSession, requireTmux } from './tmux.ts';

const dir = mkdtempSync(join(tmpdir(), 'lamplit-ssh-join-'));
const prefix = uniquePrefix('ssh-join');
let srv: LamplitSsh;
let svc: MatchServices;
let store: RedisStore;
const sessions: TmuxSession[] = [];

/** Selects the menu entry whose label matches by its number key, and picks it with Enter (a number only selects). */
async function pick(t: TmuxSession, label: RegExp): Promise<void> {
  const s = await t.waitFor(label);
  const line = s.split('\n').find((l) => label.test(l))!;
  const n = /(\d)\s{2}/.exec(line.slice(line.indexOf('│') + 1))?.[1];
  if (!n) throw new Error(`no number key for ${String(label)} in: ${line}`);
  t.keys(n);
  t.keys('Enter');
}

describe('lamplit ssh names a running match by its code', () => {
  beforeAll(async () => {
    requireTmux();
    execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', join(dir, 'ben')]);
    store = new RedisStore({ url: REDIS_URL, prefix });
    svc = await openMatchServices({ store });
    srv = await startLamplitSsh({ REDIS_URL }, ['--key-prefix', prefix]);
  }, 60_000);

  afterAll(async () => {
    for (const s of sessions) s.kill();
    await srv?.stop();
    await store?.destroy();
    await svc?.close(); // closes the store too
  });

  it('tells a player who joins a running match by code "match CODE is running", never m_…', async () => {
    const ann = await svc.port.identify('ssh:ann-key', 'ann');
    const { matchId, code } = await svc.service.createMatch({ game: 'dungeon', ruleset: 'race', host: ann, bots: 3 });
    await svc.port.start(ann, matchId);
    const ben = TmuxSession.start('ben-join', `ssh -t -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR -o IdentitiesOnly=yes -i ${join(dir, 'ben')} -p ${srv.port} ben@127.0.0.1`, 110, 30);
    sessions.push(ben);
    await ben.waitFor('Signed in as ben', 20_000);
    await pick(ben, /Join a match by code/);
    await ben.waitFor('─ join code ─');
    ben.type(code.toLowerCase()).keys('Enter');
    const s = await ben.waitFor('is running');
    expect(s).toContain(`cannot join: match ${code} is running`);
    expect(s).not.toMatch(/m_[a-z0-9]/);
  }, 40_000);
});
