// WebKit through WebKitGTK's WebDriver (Debian's webkit2gtk-driver) and its MiniBrowser, on an
// X server: the one started for the run when none is given (DISPLAY), else that one.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { EnginePage, Key } from './engine';
import { elementKey, newSession } from './webdriver';

// Debian's packages (webkit2gtk-driver, libwebkit2gtk-4.1-0, xvfb), as the bootstrap installs them.
const webDriver = process.env.WEBKIT_WEBDRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const miniBrowser =
  process.env.WEBKIT_MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const xvfbExecutable = process.env.XVFB_PATH ?? '/usr/bin/Xvfb';

const keyCodes: Record<Key, string> = {
  Enter: '\uE007',
  Escape: '\uE00C',
  Tab: '\uE004',
  ArrowDown: '\uE015',
  ' ': ' ',
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Xvfb on the first free display number, which it writes to fd 3 once it accepts clients. */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(
    xvfbExecutable,
    ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Xvfb did not start in 10 s')), 10_000);
    xvfb.once('error', reject);
    xvfb.stdio[3]?.once('data', (data: Buffer) => {
      clearTimeout(timer);
      resolve({ display: `:${data.toString().trim()}`, process: xvfb });
    });
  });
}

async function waitForDriver(url: string) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const up = await fetch(`${url}/status`, { signal: AbortSignal.timeout(1_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on ${url} in 10 s`);
}

export async function openWebKit(baseUrl: string): Promise<EnginePage> {
  const xvfb = process.env.DISPLAY ? undefined : await startXvfb();
  const env = { ...process.env, ...(xvfb ? { DISPLAY: xvfb.display } : {}) };
  const port = await freePort();
  const driver = spawn(webDriver, [`--port=${port}`], { env, stdio: 'ignore' });
  const stop = () => {
    driver.kill();
    xvfb?.process.kill();
  };
  try {
    const driverUrl = `http://127.0.0.1:${port}`;
    await waitForDriver(driverUrl);
    const session = await newSession(driverUrl, {
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
    });
    const find = async (selector: string) => {
      const found = await session.call<Record<string, string>>('POST', '/element', {
        using: 'css selector',
        value: selector,
      });
      return found[elementKey];
    };
    return {
      engine: 'webkit',
      goto: async (path) => {
        await session.call('POST', '/url', { url: new URL(path, baseUrl).href }, 30_000);
      },
      // The window takes the new size after the driver has answered; this waits until the page
      // has it too, each look bounded to 1 s. MiniBrowser's window stops at its own minimum
      // width (447 px), which the answer gives.
      resize: async (width, height) => {
        const rect = await session.call<{ width: number }>(
          'POST',
          '/window/rect',
          { width, height },
          5_000,
        );
        const deadline = Date.now() + 5_000;
        while (
          (await session.call(
            'POST',
            '/execute/sync',
            { script: 'return innerWidth', args: [] },
            1_000,
          )) !== rect.width
        ) {
          if (Date.now() > deadline) throw new Error(`the page never took ${rect.width} px`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      },
      run: (body, args = [], timeoutMs = 10_000) =>
        session.call('POST', '/execute/sync', { script: body, args }, timeoutMs),
      click: async (selector) => {
        await session.call('POST', `/element/${await find(selector)}/click`, {});
      },
      type: async (selector, text) => {
        await session.call('POST', `/element/${await find(selector)}/value`, { text });
      },
      press: async (key) => {
        const value = keyCodes[key];
        await session.call('POST', '/actions', {
          actions: [
            {
              type: 'key',
              id: 'keyboard',
              actions: [
                { type: 'keyDown', value },
                { type: 'keyUp', value },
              ],
            },
          ],
        });
      },
      screenshot: async () =>
        Buffer.from(await session.call<string>('GET', '/screenshot', undefined, 15_000), 'base64'),
      close: async () => {
        await session.close();
        stop();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}
