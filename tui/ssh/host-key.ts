// The SSH server's host key: read from its file, or generated (Ed25519, OpenSSH format) on first
// start and written there with owner-only permissions, so clients see the same key every time.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import ssh2 from 'ssh2';

/** Default place of the host key when neither --host-key nor SSH_HOST_KEY names one. */
export const DEFAULT_HOST_KEY = '.lamplit/ssh_host_ed25519_key';

/** The host key at `path` (created on first use). Throws a one-line error for a file that is not a key. */
export function loadOrCreateHostKey(path: string): { key: Buffer; created: boolean } {
  if (existsSync(path)) {
    const key = readFileSync(path);
    const parsed = ssh2.utils.parseKey(key);
    if (parsed instanceof Error || (Array.isArray(parsed) && parsed.length === 0)) {
      throw new Error(`${path} is not a private SSH key (${parsed instanceof Error ? parsed.message : 'empty'}); remove it to have a new one made`);
    }
    return { key, created: false };
  }
  const pair = readableKeyPair();
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, pair.private, { mode: 0o600 });
  writeFileSync(`${path}.pub`, `${pair.public}\n`, { mode: 0o644 });
  return { key: Buffer.from(pair.private), created: true };
}

/**
 * A new Ed25519 pair that ssh2 reads back: about 1 key in 300 that generateKeyPairSync makes fails
 * ssh2's own parser ("Malformed OpenSSH private key"), which would leave a host key the next start
 * refuses. Such a key is thrown away and another made.
 */
function readableKeyPair(): { private: string; public: string } {
  for (;;) {
    const pair = ssh2.utils.generateKeyPairSync('ed25519', { comment: 'lamplit host key' });
    if (!(ssh2.utils.parseKey(pair.private) instanceof Error)) return pair;
  }
}
