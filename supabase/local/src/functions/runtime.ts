import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as delay } from 'node:timers/promises';
import { stopChild } from '../mail/maildev.ts';

const require = createRequire(import.meta.url);
const SERVE_SCRIPT = fileURLToPath(new URL('../../deno/serve-functions.ts', import.meta.url));

export function denoBinary(): string {
  return join(dirname(require.resolve('@deno/linux-x64-glibc/package.json')), 'deno');
}

export interface FunctionsRuntimeOptions {
  functionsDir: string;
  port: number;
  env: Record<string, string>;
  /** Prefix for the runtime's log lines in this process's output. */
  log?: (line: string) => void;
}

export interface FunctionsRuntime {
  url: string;
  stop(): Promise<void>;
}

/** Starts one Deno process that serves every function in functionsDir (see deno/serve-functions.ts). */
export async function startFunctionsRuntime(
  options: FunctionsRuntimeOptions,
): Promise<FunctionsRuntime> {
  const config = join(options.functionsDir, 'deno.json');
  const args = [
    'run',
    '--allow-all',
    '--no-prompt',
    ...(existsSync(config) ? ['--config', config] : []),
    SERVE_SCRIPT,
  ];
  const child = spawn(denoBinary(), args, {
    env: {
      ...process.env,
      ...options.env,
      FUNCTIONS_DIR: options.functionsDir,
      FUNCTIONS_PORT: String(options.port),
      NO_COLOR: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  const log = options.log ?? ((line: string) => console.log(`[functions] ${line}`));
  let output = '';
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    output += text;
    for (const line of text.split('\n')) if (line.trim()) log(line);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const url = `http://127.0.0.1:${options.port}`;
  // Deno downloads npm: packages into its cache on first use, which can take a while once.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`functions runtime exited (${child.exitCode}): ${output.trim()}`);
    try {
      await fetch(`${url}/`);
      break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`functions runtime did not start on ${url}: ${output.trim()}`);
    }
    await delay(100);
  }
  return { url, stop: () => stopChild(child) };
}
