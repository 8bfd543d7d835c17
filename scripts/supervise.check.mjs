// `npm start`'s supervision (supervise.mjs) with real processes: small Node servers stand in for
// the backend, the site and Storybook (each also starts a process of its own, as pnpm starts node
// and node starts Deno; one ignores SIGTERM, as a stuck part would). Run: node --test <this file>.
// Each test starts a supervisor the way start.mjs does and checks what a person sees (its one
// line) and what the machine keeps (no process, no port).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';

const SUPERVISE = pathToFileURL(path.join(import.meta.dirname, 'supervise.mjs')).href;
let dir;

// A part: listens on PORT, starts a helper process listening on HELPER_PORT, writes both pids
// to PID_FILE once both listen (written beside it and renamed into place, so the test, which
// waits for the file to exist, never reads it half written); with IGNORE_TERM it (and its
// helper) ignore SIGTERM; SIGUSR2 makes it exit with code 3, as a part that fails on its own.
const PART = `
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { renameSync, writeFileSync } from 'node:fs';
const { PORT, HELPER_PORT, PID_FILE, IGNORE_TERM } = process.env;
if (IGNORE_TERM) process.on('SIGTERM', () => {});
process.on('SIGUSR2', () => process.exit(3));
const listen = (port) => new Promise((resolve) => createServer().listen(port, '127.0.0.1', resolve));
await listen(Number(PORT));
const helper = spawn(process.execPath, ['-e', \`
  if (\${JSON.stringify(Boolean(IGNORE_TERM))}) process.on('SIGTERM', () => {});
  require('node:net').createServer().listen(\${HELPER_PORT}, '127.0.0.1', () => console.log('up'));
\`], { stdio: ['ignore', 'pipe', 'inherit'] });
// A helper that ends before it listens (its port taken) ends the part, so the test fails at once
// with the reason, not after waiting for a pid file that never comes.
const failed = (code, signal) => {
  console.error(\`part: its helper ended before listening (\${signal ?? code})\`);
  process.exit(1);
};
helper.once('exit', failed);
helper.stdout.once('data', () => {
  helper.off('exit', failed);
  writeFileSync(\`\${PID_FILE}.part\`, JSON.stringify([process.pid, helper.pid]));
  renameSync(\`\${PID_FILE}.part\`, PID_FILE);
});
`;

// The supervisor as start.mjs runs it; parts and ports come as JSON in SUPERVISED.
const DRIVER = `
import { supervise } from ${JSON.stringify(SUPERVISE)};
const { parts, ports, graceMs } = JSON.parse(process.env.SUPERVISED);
await supervise({ parts, ports, graceMs, onStarted: () => console.log('started') });
`;

before(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'supervise-'));
  writeFileSync(path.join(dir, 'part.mjs'), PART);
  writeFileSync(path.join(dir, 'driver.mjs'), DRIVER);
});

/**
 * Every supervisor started and every process its parts reported: a failing run still leaves
 * nothing behind (a supervisor still running is asked to stop its parts, then what is left is
 * killed).
 */
const supervisors = new Set();
const started = new Set();
after(async () => {
  for (const { child, exited } of supervisors) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.kill('SIGTERM');
    await Promise.race([exited, delay(10_000)]);
  }
  for (const pid of started) if (running(pid)) process.kill(pid, 'SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Distinct free ports, below the kernel's ephemeral range: a port picked by `listen(0)` comes from
 * that range, and between its release here and the part's listen an outgoing connection of any
 * process on the machine could take it as its local port. Below the range only a listener can.
 */
async function freePorts(count) {
  const [ephemeralLow] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
    .trim()
    .split(/\s+/)
    .map(Number);
  const ports = new Set();
  while (ports.size < count) {
    const port = 20_000 + Math.floor(Math.random() * (ephemeralLow - 20_000));
    if (await portFree(port)) ports.add(port);
  }
  return [...ports];
}

async function portFree(port) {
  const probe = createServer();
  return await new Promise((resolve) => {
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A process that still runs (a zombie holds no port and does no work: gone). */
function running(pid) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

async function waitFor(what, check, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await delay(50);
  }
}

/** Three parts on fresh ports; the third ignores SIGTERM. */
async function setUp(name) {
  const parts = [];
  const ports = [];
  const free = await freePorts(6);
  for (const [label, ignoreTerm] of [
    ['the backend', false],
    ['the site', false],
    ['Storybook', true],
  ]) {
    const [port, helperPort] = free.splice(0, 2);
    const pidFile = path.join(dir, `${name}-${parts.length}.json`);
    parts.push({
      label,
      command: process.execPath,
      args: [path.join(dir, 'part.mjs')],
      env: {
        ...process.env,
        PORT: String(port),
        HELPER_PORT: String(helperPort),
        PID_FILE: pidFile,
        ...(ignoreTerm ? { IGNORE_TERM: '1' } : {}),
      },
      pidFile,
    });
    ports.push([port, label], [helperPort, `${label}'s helper`]);
  }
  return { parts, ports };
}

/** Starts the supervisor in its own process group, as a terminal runs `npm start`. */
function startSupervisor({ parts, ports }) {
  const child = spawn(process.execPath, [path.join(dir, 'driver.mjs')], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      SUPERVISED: JSON.stringify({
        parts: parts.map(({ pidFile: _, ...part }) => part),
        ports,
        graceMs: 1_000,
      }),
    },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, stderr })),
  );
  const supervisor = { child, exited };
  supervisors.add(supervisor);
  return supervisor;
}

const pidsOf = (parts) => parts.flatMap((part) => JSON.parse(readFileSync(part.pidFile, 'utf8')));

async function allUp({ parts }, supervisor) {
  let ended = null;
  void supervisor.exited.then((result) => (ended = result));
  await waitFor('every part and its helper to listen', () => {
    if (ended) throw new Error(`the supervisor ended first: ${JSON.stringify(ended)}`);
    return parts.every((part) => existsSync(part.pidFile));
  });
  const pids = pidsOf(parts);
  for (const pid of pids) started.add(pid);
  return pids;
}

async function nothingLeft(pids, ports) {
  await waitFor('no process left', () => pids.every((pid) => !running(pid)), 5_000);
  for (const [port, label] of ports)
    assert.ok(await portFree(port), `${label}: port ${port} left taken`);
}

test('a port already taken: one line naming it, exit 1, nothing started', async () => {
  const setup = await setUp('taken');
  const [takenPort] = setup.ports[2]; // the site's
  const holder = createServer();
  await new Promise((resolve) => holder.listen(takenPort, '127.0.0.1', resolve));
  try {
    const { code, stderr } = await startSupervisor(setup).exited;
    assert.equal(code, 1);
    assert.deepEqual(stderr.trim().split('\n'), [
      `npm start: port ${takenPort} (the site) is already in use; stop what holds it (an earlier npm start?) and try again.`,
    ]);
    for (const part of setup.parts) assert.ok(!existsSync(part.pidFile), `${part.label} started`);
  } finally {
    holder.close();
  }
});

test('a part dies: it is named, every other part is stopped, no process or port is left', async () => {
  const setup = await setUp('dies');
  const supervisor = startSupervisor(setup);
  const pids = await allUp(setup, supervisor);
  process.kill(pids[2], 'SIGKILL'); // the site's own process
  const { code, stderr } = await supervisor.exited;
  assert.notEqual(code, 0);
  assert.match(stderr, /^npm start: the site was killed by SIGKILL; stopping everything else\.$/m);
  await nothingLeft(pids, setup.ports);
});

test('a part exits on its own: it is named with its code, and the rest is stopped', async () => {
  const setup = await setUp('exits');
  const supervisor = startSupervisor(setup);
  const pids = await allUp(setup, supervisor);
  process.kill(pids[0], 'SIGUSR2'); // the backend's own process exits with code 3
  const { code, stderr } = await supervisor.exited;
  assert.equal(code, 3);
  assert.match(stderr, /^npm start: the backend exited with code 3; stopping everything else\.$/m);
  await nothingLeft(pids, setup.ports);
});

test('Ctrl-C (SIGINT to the terminal’s process group): every part stopped, even one ignoring SIGTERM', async () => {
  const setup = await setUp('ctrl-c');
  const supervisor = startSupervisor(setup);
  const pids = await allUp(setup, supervisor);
  process.kill(-supervisor.child.pid, 'SIGINT');
  const { code, stderr } = await supervisor.exited;
  assert.equal(code, 0);
  // One line per part, and no other output from the supervisor.
  assert.deepEqual(
    stderr.trim().split('\n'),
    setup.parts.map((part) => `npm start: stopped ${part.label}.`),
  );
  await nothingLeft(pids, setup.ports);
});
