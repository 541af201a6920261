// A flooding SSH player in a process of its own (so the test's timings are not the flooder's):
// `node bin/run-ts.js test/tui/ssh-flood-client.ts PORT MB` signs in with a fresh key, prints
// `signed in`, writes MB megabytes of `j` in 64 KB writes, prints `flooded`, then prints `told` if the
// server said it was typing too fast, and stays connected until its stdin closes. With a third
// argument `resize` it sends MB thousand window-changes instead of keys, and prints how many bytes
// the server drew in the 2 s after.
import { openShell } from './ssh-harness.ts';

const [port, mb] = [Number(process.argv[2]), Number(process.argv[3] ?? 4)];
const shell = await openShell(port, 'flooder');
await shell.waitFor('Signed in as flooder');
process.stdout.write('signed in\n');
await new Promise<void>((resolve) => process.stdin.once('data', () => resolve())); // the test says go
if (process.argv[4] === 'resize') {
  // A window-change storm instead: MB thousand resizes, the last to 72 × 24.
  for (let i = 0; i < mb * 1000; i++) shell.stream.setWindow(20 + (i % 30), 60 + (i % 60), 0, 0);
  const from = shell.output().length;
  shell.stream.setWindow(24, 72, 0, 0);
  process.stdout.write('flooded\n');
  await new Promise((r) => setTimeout(r, 2000));
  process.stdout.write(`redrawn ${shell.output().length - from} bytes\n`);
} else {
  const chunk = Buffer.alloc(64 * 1024, 'j');
  for (let sent = 0; sent < mb * 1024 * 1024; sent += chunk.length) {
    if (!shell.stream.write(chunk)) await new Promise((r) => shell.stream.once('drain', r));
  }
  process.stdout.write('flooded\n');
  await shell.waitFor('typing too fast', 10_000).then(() => process.stdout.write(`told ${shell.output().split('typing too fast').length - 1}\n`), () => process.stdout.write('not told\n'));
}
process.stdin.on('end', () => { shell.end(); process.exit(0); });
process.stdin.resume();
