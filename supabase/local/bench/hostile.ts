// The slowest answer to a 1 MB adversarial body on each endpoint (figures in ../README.md).
//   pnpm --filter @northbeam/supabase-local bench:hostile      (HOSTILE_CAP_MS: give up on one answer)
// The backend runs in a child process in its own process group (test/support/hostile-target.ts):
// a request that freezes it is given up after the cap, the whole group is killed and a fresh
// backend takes the next request. Beside each answer's time, the CPU time the backend's processes
// spent on it: on a busy machine the first grows with the others' load, the second does not.
import { loadavg } from 'node:os';
import { fittedRequest, HOSTILE_ENDPOINTS, SHAPE_NAMES } from '../test/support/hostile.ts';
import { sendTimed, startHostileTarget, warm } from '../test/support/hostile-target.ts';

const CAP_MS = Number(process.env.HOSTILE_CAP_MS ?? 10_000);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(', ');

let target = await startHostileTarget();
await warm(target);
console.log(
  `Slowest answer to a 1 MB adversarial body, per endpoint (cap ${CAP_MS} ms; load average ${load()}):`,
);
console.log('| endpoint | slowest answer: ms (backend CPU ms; input; status) |');
console.log('| :-- | :-- |');
for (const endpoint of HOSTILE_ENDPOINTS) {
  let worst = { ms: 0, cpu: 0, what: '', status: 0 };
  let frozen = '';
  const fields = endpoint.query !== undefined ? [null] : endpoint.fields;
  for (const field of fields) {
    for (const shape of SHAPE_NAMES) {
      const built = fittedRequest(endpoint, field, shape, target.creds);
      const cpuBefore = target.cpuMs();
      const what = `${field ?? 'query'}=${shape}`;
      const started = performance.now();
      try {
        const answer = await sendTimed(target.baseOf(endpoint), built, CAP_MS);
        if (answer.ms > worst.ms)
          worst = { ms: answer.ms, cpu: target.cpuMs() - cpuBefore, what, status: answer.status };
      } catch {
        // Given up at the cap (frozen), or the connection dropped before any answer.
        const ms = performance.now() - started;
        frozen = ms >= CAP_MS ? what : `${what}, connection dropped after ${ms.toFixed(0)} ms`;
        await target.stop(true);
        target = await startHostileTarget();
        await warm(target);
      }
    }
  }
  console.log(
    frozen
      ? `| ${endpoint.name} | > ${CAP_MS.toLocaleString('en')} (no answer: ${frozen}) |`
      : `| ${endpoint.name} | ${worst.ms.toFixed(0)} (CPU ${worst.cpu}; ${worst.what}; ${worst.status}) |`,
  );
}
console.log(`load average at the end: ${load()}`);
await target.stop();
process.exit(0);
