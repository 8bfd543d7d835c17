// The backend that hostile input is sent to, shared by the megabyte property test and the bench:
// child-backend.ts in its own process group, so a request that freezes it freezes only it (the
// caller's timers still run, its timeout fires and the case fails) and SIGKILL to the group takes
// its Deno runtime and MailDev down too. Limits that would refuse a flood of requests are raised:
// what is measured is one request's cost, not the rate limiter.
import { readdirSync, readFileSync } from 'node:fs';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../src/keys.ts';
import { LOCAL_STRIPE_SECRET_KEY } from '../../src/stripe/index.ts';
import { spawnChildBackend } from './child-process.ts';
import {
  fittedRequest,
  HOSTILE_ENDPOINTS,
  type BuiltRequest,
  type Credentials,
} from './hostile.ts';
import type { HostileEndpoint } from './hostile.ts';

export interface HostileTarget {
  url: string;
  stripeUrl: string;
  creds: Credentials;
  /** The base URL an endpoint is reached at. */
  baseOf(endpoint: HostileEndpoint): string;
  /** CPU time (user + system, ms) used so far by every process of the backend (Node, Deno, MailDev). */
  cpuMs(): number;
  /** SIGTERM to the group, SIGKILL if it has not ended within 10 s (at once when `now`). */
  stop(now?: boolean): Promise<void>;
}

/**
 * CPU time of every process in the process group, from /proc (Linux; clock ticks are 1/100 s).
 * What a request costs the backend, whatever else the machine is doing at the time.
 */
function groupCpuMs(group: number): number {
  let ticks = 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // Fields after the command name (which may hold spaces): state, ppid, pgrp, ... utime, stime.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === group) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * 10;
}

export async function startHostileTarget(): Promise<HostileTarget> {
  const high = { max: 1e9, windowMs: 60_000 };
  const options = {
    port: 0,
    mail: { smtpPort: 0, webPort: 0 },
    functions: { port: 0 },
    stripe: { port: 0 },
    outboxIntervalMs: 0,
    rateLimits: {
      signInSignUpPerIp: high,
      failedSignInsPerEmailAndIp: high,
      emailsPerAddress: high,
      tokenRefreshPerIp: high,
    },
    formLimits: { contactPerIpPerHour: 1e9, contactPerEmailPerHour: 1e9 },
  };
  const ready = await spawnChildBackend(options);
  const headers = { apikey: ANON_KEY, 'content-type': 'application/json' };
  const email = `hostile-${Date.now()}-${process.pid}@example.com`;
  const created = await fetch(`${ready.url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${SERVICE_ROLE_KEY}` },
    body: JSON.stringify({ email, password: 'password-123', email_confirm: true }),
  });
  const user = (await created.json()) as { id: string };
  const signIn = await fetch(`${ready.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: 'password-123' }),
  });
  const session = (await signIn.json()) as { access_token: string };
  if (!user.id || !session.access_token) throw new Error('could not sign the hostile user in');
  return {
    url: ready.url,
    stripeUrl: ready.stripeUrl,
    creds: {
      anonKey: ANON_KEY,
      serviceRoleKey: SERVICE_ROLE_KEY,
      stripeKey: LOCAL_STRIPE_SECRET_KEY,
      userId: user.id,
      userToken: session.access_token,
    },
    baseOf: (endpoint) => (endpoint.server === 'stripe' ? ready.stripeUrl : ready.url),
    cpuMs: () => groupCpuMs(ready.process.pid!),
    stop: (now = false) => ready.stop({ now }),
  };
}

/** Sends one built request; resolves with its status and how long the whole answer took. */
export async function sendTimed(
  base: string,
  built: BuiltRequest,
  giveUpMs: number,
): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${base}${built.path}`, {
    method: built.method,
    headers: built.headers,
    body: built.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(giveUpMs),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

/**
 * One small request per endpoint: the first call of a function imports its module into the
 * runtime and the first query plans its statement, one-time costs that have nothing to do with
 * the input being measured.
 */
export async function warm(target: HostileTarget): Promise<void> {
  for (const endpoint of HOSTILE_ENDPOINTS) {
    const field = endpoint.query !== undefined ? null : (endpoint.fields[0] ?? null);
    const built = fittedRequest(endpoint, field, 'at-run', target.creds, 10);
    await sendTimed(target.baseOf(endpoint), built, 60_000);
  }
}
