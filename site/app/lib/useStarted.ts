import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};
const inBrowser = () => true;
const notInBrowser = () => false;

/**
 * False while prerendering and while React hydrates the prerendered markup, true from the render
 * right after hydration (React renders again when the browser's answer differs from the
 * prerender's), and at once in a tree the browser renders afresh.
 */
export const useStarted = (): boolean =>
  useSyncExternalStore(subscribeToNothing, inBrowser, notInBrowser);
