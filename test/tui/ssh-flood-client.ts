// A flooding SSH player in a process of its own (so the test's timings are not the flooder's):
// `node bin/run-ts.js test/tui/ssh-flood-client.ts PORT MB` signs in with a fresh key, prints
// `signed in`, writes MB megabytes of `j` in 64 KB writes, prints `flooded`, then prints `told` if the
// server said it was typing too fast, and stays connected until its stdin closes.
import { openShell } from './ssh-harness.ts';

const [port, mb] = [Number(process.argv[2]), Number(process.argv[3] ?? 4)];
const shell = await openShell(port, 'flooder');
await shell.waitFor('Signed in as flooder');
process.stdout.write('signed in\n');
await new Promise<void>((resolve) => process.stdin.once('data', () => resolve())); // the test says go
const chunk = Buffer.alloc(64 * 1024, 'j');
for (let sent = 0; sent < mb * 1024 * 1024; sent += chunk.length) {
  if (!shell.stream.write(chunk)) await new Promise((r) => shell.stream.once('drain', r));
}
process.stdout.write('flooded\n');
await shell.waitFor('typing too fast', 10_000).then(() => process.stdout.write(`told ${shell.output().split('typing too fast').length - 1}\n`), () => process.stdout.write('not told\n'));
process.stdin.on('end', () => { shell.end(); process.exit(0); });
process.stdin.resume();
