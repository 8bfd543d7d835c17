import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import vnuJarPath from 'vnu-jar';
import { expect, it } from 'vitest';
import { clientDir } from './builtSite';

/*
 * Every built HTML document (the prerendered pages, both 404s and the SPA fallback) through the
 * Nu HTML Checker, the W3C's own conformance checker: zero errors. It runs on Java (the bootstrap
 * installs Debian's runtime; JAVA_PATH overrides it).
 */

// The vnu-jar package's main export is the path of its vnu.jar, as a String object.
const vnuJar = String(vnuJarPath);
const java = process.env.JAVA_PATH ?? 'java';

/**
 * The checker's known false positives, filtered by message, each with why it is not an error:
 * - its CSS grammar predates CSS Anchor Positioning (2024), so it rejects `position-area`, which
 *   Chromium, Firefox and WebKit ship and the header's menus use.
 */
const falsePositives: RegExp[] = [
  /^CSS: “position-area”: Property “position-area” doesn't exist\.$/,
];

interface Message {
  type: string;
  url?: string;
  message: string;
  lastLine?: number;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

it('the Nu HTML Checker finds no error on any built page', async () => {
  const files = htmlFiles(clientDir);
  expect(files.length).toBeGreaterThan(70);
  // One JVM for every file; the report is JSON on stderr, and the exit code is 1 when anything
  // (filtered or not) was found, so the code is not the verdict.
  const run = await promisify(execFile)(
    java,
    ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files],
    { maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: { stdout?: string; stderr?: string; code?: unknown }) => {
    if (!error.stderr) throw error;
    return { stdout: error.stdout ?? '', stderr: error.stderr };
  });
  const report = JSON.parse(run.stderr) as { messages: Message[] };
  const errors = report.messages
    .filter((message) => !falsePositives.some((pattern) => pattern.test(message.message)))
    .map(
      (message) =>
        `${path.relative(clientDir, decodeURIComponent(new URL(message.url ?? 'file:/?').pathname))}:${message.lastLine ?? '?'} ${message.type}: ${message.message}`,
    );
  expect(errors).toEqual([]);
}, 180_000);
