// One bcrypt thread of src/auth/password.ts. Plain JavaScript so it loads as is in every runner
// (tsx, vitest, node) without a TypeScript loader in the worker.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import bcrypt from 'bcrypt';

// Lower this thread's scheduling priority (Linux: the nice value is per thread, and
// /proc/thread-self names this one), so hashing takes whatever CPU is idle but yields at once to
// the thread that serves requests. Elsewhere the thread keeps the default priority.
try {
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), workerData.nice);
} catch {
  // no /proc (macOS) or not permitted: hashing still works, at normal priority
}

parentPort.on('message', ({ op, password, hash, cost }) => {
  try {
    const result =
      op === 'hash' ? bcrypt.hashSync(password, cost) : bcrypt.compareSync(password, hash);
    parentPort.postMessage({ result });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
