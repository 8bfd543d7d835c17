import { commands } from 'vitest/browser';

declare module 'vitest/browser' {
  interface BrowserCommands {
    englishInFrench: (pieces: string[]) => Promise<string[]>;
  }
}

/*
 * The story tests' French pass (frenchPass in locale.tsx) hands the texts of each story shown in
 * fr-CA to Node, where the English check runs (english-check.ts). A global, as __setStoryLocale
 * is, keeps the test runner's modules out of the Storybook that is built and published.
 */
type Check = (pieces: string[]) => Promise<string[]>;
(globalThis as { __englishInFrench?: Check }).__englishInFrench = (pieces) =>
  commands.englishInFrench(pieces);
