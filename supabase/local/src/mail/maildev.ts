import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

const require = createRequire(import.meta.url);

export interface InboxOptions {
  host?: string;
  smtpPort: number;
  webPort: number;
}

export interface Inbox {
  webUrl: string;
  smtpPort: number;
  /** Where MailDev keeps the messages as files; removed when the inbox stops. */
  mailDirectory: string;
  stop(): Promise<void>;
}

/**
 * MailDev in its own process: its module keeps one global server and exits the process on SIGINT,
 * which must not cut short the backend's own shutdown (PGlite has to close its data directory).
 */
export async function startInbox(options: InboxOptions): Promise<Inbox> {
  const host = options.host ?? '127.0.0.1';
  const bin = join(dirname(require.resolve('maildev/package.json')), 'bin', 'maildev');
  // MailDev's default directory is `<tmpdir>/maildev-<its pid>`, which it never removes: a
  // directory of our own is removed with the process, however it ends.
  const mailDirectory = mkdtempSync(join(tmpdir(), 'northbeam-inbox-'));
  const removeDirectory = () => rmSync(mailDirectory, { recursive: true, force: true });
  const child: ChildProcess = spawn(
    process.execPath,
    [
      bin,
      '--ip',
      host,
      '--smtp',
      String(options.smtpPort),
      '--web',
      String(options.webPort),
      '--mail-directory',
      mailDirectory,
      '--silent',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  // A backend that dies without stop() must not leave the inbox holding its ports.
  const killOnExit = () => {
    child.kill('SIGKILL');
    removeDirectory();
  };
  process.once('exit', killOnExit);
  child.once('exit', () => {
    process.off('exit', killOnExit);
    removeDirectory();
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const webUrl = `http://${host}:${options.webPort}`;
  // MailDev is a Node program of its own; on a busy machine it can take a while to listen.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`MailDev exited (${child.exitCode}): ${stderr.trim()}`);
    try {
      const res = await fetch(`${webUrl}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`MailDev did not start on ${webUrl}: ${stderr.trim()}`);
    }
    await delay(100);
  }
  return {
    webUrl,
    smtpPort: options.smtpPort,
    mailDirectory,
    stop: () => stopChild(child),
  };
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
  await exited;
  clearTimeout(timer);
}
