import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import bcrypt from 'bcrypt';

// Password hashing with the native `bcrypt` package: its prebuilt binaries ship inside the npm
// package (loaded by node-gyp-build, so installs that skip build scripts still get them). Hashes are
// `$2b$` cost 10; `$2a$` hashes (hosted Supabase Auth / GoTrue, pgcrypto's crypt(), bcryptjs) verify
// unchanged, so users move between this backend and hosted Supabase without a password reset.
//
// Every hash and compare runs on threads of its own (bcrypt-worker.mjs), one per core, at a lower
// scheduling priority: sign-ins use every core the requests leave idle, and never delay the thread
// that serves REST, the functions gateway and Stripe (nor the database, which runs on that thread).
// On libuv's pool at normal priority, two hashes on a 2-core machine took the CPU from it at every
// turn. bcrypt's own async API cannot be given a priority: the pool is shared with fs and dns work.

const BCRYPT_COST = 10;

/** The nice value of the hashing threads: 10 gets about a tenth of a core beside a nice-0 thread. */
export const BCRYPT_NICE = 10;

/** How many hashes run at once: one per core; more would not go faster. */
export function bcryptThreads(cores = availableParallelism()): number {
  return Math.max(1, cores);
}

interface Job {
  op: 'hash' | 'compare';
  password: string;
  hash?: string;
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}

interface Hasher {
  worker: Worker;
  job: Job | null;
}

const WORKER_URL = new URL('./bcrypt-worker.mjs', import.meta.url);
const size = bcryptThreads();
const hashers: Hasher[] = [];
const waiting: Job[] = [];

function startHasher(): Hasher {
  const worker = new Worker(WORKER_URL, { workerData: { nice: BCRYPT_NICE } });
  const hasher: Hasher = { worker, job: null };
  // Idle threads do not keep the process alive.
  worker.unref();
  worker.on('message', (answer: { result?: string | boolean; error?: string }) => {
    const job = hasher.job;
    hasher.job = null;
    if (answer.error !== undefined) job?.reject(new Error(answer.error));
    else job?.resolve(answer.result!);
    next(hasher);
  });
  // A thread that dies fails its job and is replaced on the next one; nothing else is lost.
  const fail = (error: Error) => {
    const index = hashers.indexOf(hasher);
    if (index >= 0) hashers.splice(index, 1);
    hasher.job?.reject(error);
    hasher.job = null;
    const job = waiting.shift();
    if (job) dispatch(job);
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`bcrypt thread exited (${code})`)));
  return hasher;
}

function next(hasher: Hasher): void {
  const job = waiting.shift();
  if (!job) return;
  hasher.job = job;
  hasher.worker.postMessage({
    op: job.op,
    password: job.password,
    hash: job.hash,
    cost: BCRYPT_COST,
  });
}

function dispatch(job: Job): void {
  waiting.push(job);
  let idle = hashers.find((h) => h.job === null);
  if (!idle && hashers.length < size) {
    idle = startHasher();
    hashers.push(idle);
  }
  if (idle) next(idle);
}

function run(op: Job['op'], password: string, hash?: string): Promise<string | boolean> {
  return new Promise((resolve, reject) => dispatch({ op, password, hash, resolve, reject }));
}

export async function hashPassword(password: string): Promise<string> {
  return (await run('hash', password)) as string;
}

// A real hash to compare against when the e-mail is unknown (or the account has no password), so
// the answer takes as long as for a wrong password and does not reveal which addresses exist.
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', BCRYPT_COST);

/**
 * Whether `password` matches `hash`. A missing hash is compared against the dummy hash and answers
 * false after the same work; a malformed stored hash answers false.
 */
export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  const ok = (await run('compare', password, hash ?? DUMMY_HASH)) as boolean;
  return hash !== null && ok;
}
