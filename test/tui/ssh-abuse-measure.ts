// Measures the SSH server under abuse against a real `lamplit ssh` (not part of the suite; run with
// `node bin/run-ts.js test/tui/ssh-abuse-measure.ts [flood|idle] [MB|connections]`):
//   flood: one session sends MB megabytes of `j` in 64 KB writes while a second session and a
//          /healthz probe are timed every 50 ms; prints the worst latencies and the event-loop delay.
//   idle:  opens N idle TCP connections that never authenticate and counts how many the server
//          keeps open over time.
import { connect, type Socket } from 'node:net';
import { eventLoopMaxMs, openShell, probe, startLamplitSsh } from './ssh-harness.ts';

const mode = process.argv[2] ?? 'flood';

async function flood(mb: number): Promise<void> {
  const srv = await startLamplitSsh();
  try {
    const a = await openShell(srv.port, 'flooder');
    const b = await openShell(srv.port, 'bystander');
    await a.waitFor('Signed in as flooder');
    await b.waitFor('Signed in as bystander');
    await eventLoopMaxMs(srv.healthPort); // resets the max
    const chunk = Buffer.alloc(Math.min(64 * 1024, Math.round(mb * 1024 * 1024)), 'j');
    const total = mb * 1024 * 1024;
    const t0 = performance.now();
    let sent = 0;
    let sendDone = 0;
    void (async () => {
      while (sent < total) {
        if (!a.stream.write(chunk)) await new Promise((r) => a.stream.once('drain', r));
        sent += chunk.length;
      }
      sendDone = performance.now() - t0;
    })();
    const health: number[] = [];
    const keys: number[] = [];
    const until = performance.now() + 60_000;
    // Sample until the flood has been written and the server answered normally for 2 s.
    let calmSince = 0;
    while (performance.now() < until) {
      const h = await probe(srv.healthPort, '/healthz', 30_000);
      health.push(h.ms);
      const from = b.output().length;
      const k0 = performance.now();
      b.stream.write(keys.length % 2 ? 'k' : 'j');
      await b.waitFor(/\S/, 30_000, from).catch(() => undefined);
      keys.push(performance.now() - k0);
      const calm = h.ms < 50 && keys[keys.length - 1] < 100;
      if (sendDone && calm) { calmSince ||= performance.now(); if (performance.now() - calmSince > 2000) break; } else calmSince = 0;
      await new Promise((r) => setTimeout(r, 50));
    }
    const loop = await eventLoopMaxMs(srv.healthPort);
    const max = (xs: number[]) => Math.round(Math.max(...xs));
    const p50 = (xs: number[]) => Math.round([...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]);
    console.log(JSON.stringify({
      floodMB: mb,
      writtenInMs: Math.round(sendDone),
      samples: health.length,
      healthzMaxMs: max(health), healthzP50Ms: p50(health), series: process.env.SERIES ? health.map(Math.round) : undefined,
      otherSessionKeyMaxMs: max(keys), otherSessionKeyP50Ms: p50(keys),
      eventLoopMaxMs: Math.round(loop),
      flooderSawNotice: /typing too fast|dropped/.test(a.output()),
    }));
    a.end(); b.end();
  } finally {
    await srv.stop();
  }
}

async function idle(n: number): Promise<void> {
  const srv = await startLamplitSsh();
  const socks: Socket[] = [];
  let open = 0;
  try {
    const t0 = Date.now();
    await Promise.all(Array.from({ length: n }, () => new Promise<void>((resolve) => {
      const s = connect(srv.port, '127.0.0.1', () => { open++; resolve(); });
      s.on('error', () => resolve());
      s.on('close', () => { open--; });
      s.on('data', () => undefined); // read the server's banner, never answer
      socks.push(s);
    })));
    const report: Record<string, number> = {};
    for (const at of [1, 5, 10, 15, 19, 21, 25, 30, 60, 120, 200]) {
      const wait = t0 + at * 1000 - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      report[`open@${at}s`] = Math.max(0, open);
      if (open <= 0) break;
    }
    const logLines = srv.logged(/refused a connection|did not sign in/).length;
    console.log(JSON.stringify({ connections: n, ...report, refusalAndTimeoutLogLines: logLines }));
  } finally {
    for (const s of socks) s.destroy();
    await srv.stop();
  }
}

if (mode === 'flood') await flood(Number(process.argv[3] ?? 4));
else if (mode === 'idle') await idle(Number(process.argv[3] ?? 500));
else { console.error('usage: ssh-abuse-measure.ts flood [MB] | idle [connections]'); process.exit(2); }
process.exit(0);
