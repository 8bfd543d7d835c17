// Runs a product's parts as one unit, for `npm start` (start.mjs says what the parts are; the
// tests in supervise.check.mjs drive it with small servers).
//
// Each part runs in its own process group (its pnpm, node, Deno and MailDev together). When one
// part ends, for whatever reason, this says which and why and stops every other part, group by
// group, so no process and no port is left behind; Ctrl-C (SIGINT), SIGTERM and SIGHUP do the
// same. Before anything starts, every port is checked: one already taken (often an earlier
// `npm start` still running) is reported in one line and nothing is started.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { signalGroup, stopGroups } from './process-group.mjs';

/**
 * @typedef {object} Part
 * @property {string} label what a person would call it ("the site")
 * @property {string} command
 * @property {string[]} args
 * @property {string} [cwd]
 * @property {Record<string, string | undefined>} [env]
 *
 * @typedef {object} SuperviseOptions
 * @property {Part[]} parts
 * @property {[number, string][]} ports every port a part will listen on, with its label
 * @property {string} [name] how this supervisor names itself in its messages
 * @property {number} [graceMs] how long a part may take to stop after SIGTERM before its whole
 *   group gets SIGKILL
 * @property {() => void} [onStarted] called once every part was spawned
 */

/** Whether nothing listens on 127.0.0.1:port (bound exclusively for a moment, then released). */
export function portFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () =>
      probe.close(() => resolve(true)),
    );
  });
}

/**
 * Starts every part and supervises them until one ends or this process is told to stop; then
 * exits this process (0 after a signal, otherwise non-zero). Never returns normally.
 * @param {SuperviseOptions} options
 */
export async function supervise({
  parts: wanted,
  ports,
  name = 'npm start',
  graceMs = 10_000,
  onStarted,
}) {
  for (const [port, label] of ports) {
    if (!(await portFree(port))) {
      console.error(
        `${name}: port ${port} (${label}) is already in use; stop what holds it (an earlier ${name}?) and try again.`,
      );
      process.exit(1);
    }
  }

  /** Running parts: { label, child }. */
  const parts = [];
  let stopping = false;

  async function stopAll(code) {
    if (stopping) return;
    stopping = true;
    const running = parts.filter(({ child }) => child.exitCode === null && !child.signalCode);
    await stopGroups(
      parts.map(({ child }) => child),
      graceMs,
    );
    // One line per part it stopped, and nothing else: a part's own tools must not report being
    // stopped as a failure (start.mjs runs the parts without pnpm around them for that reason).
    for (const { label } of running) console.error(`${name}: stopped ${label}.`);
    process.exit(code);
  }

  function start({ label, command, args, cwd, env }) {
    // detached: the part leads its own process group, so stopping it reaches every process it made.
    const child = spawn(command, args, {
      cwd,
      env: env ?? process.env,
      stdio: 'inherit',
      detached: true,
    });
    parts.push({ label, child });
    child.once('error', (err) => {
      console.error(`${name}: ${label} could not start: ${err.message}`);
      void stopAll(1);
    });
    child.once('exit', (code, signal) => {
      if (stopping) return;
      const why = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      console.error(`${name}: ${label} ${why}; stopping everything else.`);
      void stopAll(code === 0 && !signal ? 1 : (code ?? 1));
    });
  }

  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stopAll(0));
  // If this process itself fails, its parts must not run on as orphans holding the ports.
  process.on('uncaughtException', (err) => {
    console.error(`${name}:`, err);
    void stopAll(1);
  });
  process.on('exit', () => {
    for (const { child } of parts) signalGroup(child, 'SIGKILL');
  });

  for (const part of wanted) start(part);
  onStarted?.();
  await new Promise(() => {});
}
