// One page in one browser engine, driven the same way whichever protocol reaches it: the public
// journeys (journeys.check.ts) run against this interface in Chromium, Firefox and WebKit.

export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** A key as WebDriver and Puppeteer both name it. */
export type Key = 'Enter' | 'Escape' | 'Tab' | 'ArrowDown' | ' ';

export interface EnginePage {
  readonly engine: EngineName;
  /** Loads a path of the served site and waits for its load event. */
  goto(path: string): Promise<void>;
  /** Sets the layout viewport's width (the window's, where the driver can only move that). */
  resize(width: number, height: number): Promise<void>;
  /**
   * Runs `body`, a function body that may read `arguments`, in the page and returns its result.
   * Fails when the page gives no answer within `timeoutMs`: a frozen page never answers.
   */
  run<T>(body: string, args?: unknown[], timeoutMs?: number): Promise<T>;
  /** A real pointer click at the centre of the first element matching `selector`. */
  click(selector: string): Promise<void>;
  /** Types `text` key by key into the first element matching `selector`, as a person would. */
  type(selector: string, text: string): Promise<void>;
  /** A real key press, to whichever element has focus. */
  press(key: Key): Promise<void>;
  /** The viewport as a PNG, at one device pixel per CSS pixel. */
  screenshot(): Promise<Buffer>;
  /** The page's console messages so far, where the protocol reports them (not WebKit's). */
  readonly consoleMessages?: readonly string[];
  close(): Promise<void>;
}

export class NoAnswer extends Error {}

/** `promise`, or a NoAnswer after `ms`: every driver call is bounded. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NoAnswer(`${what}: no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
