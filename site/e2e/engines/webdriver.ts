// A small W3C WebDriver client over fetch, for WebKitGTK's WebKitWebDriver. Every call carries its
// own timeout: a page that freezes never answers a driver call, and the test must say so rather
// than hang. Hand-written because the `webdriver` npm package brings geckodriver, edgedriver and a
// browser downloader along; the handful of endpoints used here is the whole need.
import { NoAnswer } from './engine';

export interface WebDriverSession {
  /** `/session/{id}{path}`: the answer's `value`, or an Error with WebDriver's error and message. */
  call<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: unknown,
    timeoutMs?: number,
  ): Promise<T>;
  close(): Promise<void>;
}

/** The key of an element reference in a WebDriver answer. */
export const elementKey = 'element-6066-11e4-a52e-4f735466cecf';

async function request<T>(url: string, method: string, body: unknown, timeoutMs: number) {
  const what = `${method} ${new URL(url).pathname.replace(/\/session\/[^/]+/, '')}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      throw new NoAnswer(`${what}: no answer in ${timeoutMs} ms`);
    }
    throw error;
  }
  const answer = (await response.json()) as { value: T };
  if (!response.ok) {
    const { error, message } = answer.value as { error?: string; message?: string };
    throw new Error(`${what}: ${error} ${message}`);
  }
  return answer.value;
}

export async function newSession(
  driverUrl: string,
  capabilities: Record<string, unknown>,
): Promise<WebDriverSession> {
  const created = await request<{ sessionId: string }>(
    `${driverUrl}/session`,
    'POST',
    { capabilities: { alwaysMatch: capabilities } },
    30_000,
  );
  const base = `${driverUrl}/session/${created.sessionId}`;
  return {
    call: (method, path, body, timeoutMs = 10_000) =>
      request(`${base}${path}`, method, body, timeoutMs),
    close: async () => {
      await request(base, 'DELETE', undefined, 10_000).catch(() => undefined);
    },
  };
}
