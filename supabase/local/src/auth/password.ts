import { availableParallelism } from 'node:os';
import bcrypt from 'bcrypt';

// Password hashing with the native `bcrypt` package: its prebuilt binaries ship inside the npm
// package (loaded by node-gyp-build, so installs that skip build scripts still get them), and every
// hash and compare runs on libuv's thread pool, so sign-ins use all cores and never block the event
// loop that also serves REST, the functions gateway and Stripe. Hashes are `$2b$` cost 10; `$2a$`
// hashes (hosted Supabase Auth / GoTrue, pgcrypto's crypt(), bcryptjs) verify unchanged, so users
// move between this backend and hosted Supabase without a password reset.

export const BCRYPT_COST = 10;

/**
 * How many bcrypt jobs may hold a libuv thread at once: one per core, but never the whole pool.
 * The pool (UV_THREADPOOL_SIZE, 4 by default) also runs WebCrypto (the JWT check on every REST and
 * functions request), fs and dns work; if sign-ins filled it, every other request would queue behind
 * a 70 ms hash. More hashes in flight than cores would not go faster anyway.
 */
export function bcryptConcurrency(
  cores = availableParallelism(),
  poolSize = Number(process.env.UV_THREADPOOL_SIZE) || 4,
): number {
  return Math.max(1, Math.min(cores, poolSize - 1));
}

const limit = bcryptConcurrency();
let running = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(job: () => Promise<T>): Promise<T> {
  if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await job();
  } finally {
    // Hand the slot straight to the next waiter (running stays the same), or free it.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export function hashPassword(password: string): Promise<string> {
  return withSlot(() => bcrypt.hash(password, BCRYPT_COST));
}

// A real hash to compare against when the e-mail is unknown (or the account has no password), so
// the answer takes as long as for a wrong password and does not reveal which addresses exist.
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', BCRYPT_COST);

/**
 * Whether `password` matches `hash`. A missing hash is compared against the dummy hash and answers
 * false after the same work; a malformed stored hash answers false.
 */
export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  const ok = await withSlot(() => bcrypt.compare(password, hash ?? DUMMY_HASH));
  return hash !== null && ok;
}
