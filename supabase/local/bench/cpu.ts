// CPU time the backend spends, read from /proc (Linux; clock ticks are 1/100 s): this process (the
// gateway, PGlite and the bench's direct database calls), its children (the Deno functions
// runtime, MailDev) but not the HTTP load client's process (load-client.ts) and, when the database
// is a PostgreSQL on this machine, its server processes. Wall-clock
// percentiles follow whatever else a shared machine runs; CPU time per request does not.
import { readdirSync, readFileSync } from 'node:fs';

interface Proc {
  pid: number;
  ppid: number;
  ticks: number;
  /** CPU of its children that ended and were waited for (cutime + cstime). */
  endedChildTicks: number;
}

function processes(): Proc[] {
  const all: Proc[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): state, ppid, ... utime (12th), stime.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      all.push({
        pid: Number(name),
        ppid: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
        endedChildTicks: Number(fields[13]) + Number(fields[14]),
      });
    } catch {
      // ended meanwhile
    }
  }
  return all;
}

const loadClients = new Set<number>();

/** A child of this process that is the bench's load client, not the backend. */
export function notBackend(pid: number): void {
  loadClients.add(pid);
}

/** The pid of the postmaster listening on `port` (its command line holds `-p <port>`), if any. */
function postmasterOn(port: string, all: Proc[]): number | null {
  for (const { pid } of all) {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      const p = args.indexOf('-p');
      if (p >= 0 && args[p + 1] === port && /postgres$/.test(args[0] ?? '')) return pid;
    } catch {
      // ended or not ours to read
    }
  }
  return null;
}

/** A reader of the CPU milliseconds used so far by the backend's processes (see above). */
export function backendCpu(databaseUrl: string | undefined): () => number {
  const port = databaseUrl ? new URL(databaseUrl).port || '5432' : null;
  const postmaster = port ? postmasterOn(port, processes()) : null;
  return () => {
    let ticks = 0;
    for (const p of processes()) {
      const ours = (p.pid === process.pid || p.ppid === process.pid) && !loadClients.has(p.pid);
      const database = postmaster !== null && (p.pid === postmaster || p.ppid === postmaster);
      if (ours || database) ticks += p.ticks;
      // A server process that ended (the pool closes connections idle for 10 s) leaves its CPU
      // time with the postmaster, which waited for it.
      if (p.pid === postmaster) ticks += p.endedChildTicks;
    }
    return ticks * 10;
  };
}

/** CPU milliseconds used so far by one process (all its threads), or 0 once it has ended. */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** The pid of this process's child whose command line matches `pattern` (the Deno runtime), if any. */
export function childMatching(pattern: RegExp): number | null {
  for (const p of processes()) {
    if (p.ppid !== process.pid) continue;
    try {
      if (pattern.test(readFileSync(`/proc/${p.pid}/cmdline`, 'utf8'))) return p.pid;
    } catch {
      // ended meanwhile
    }
  }
  return null;
}
