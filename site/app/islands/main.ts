// The island script of the pages that ship no framework (see scripts/page-runtime.mjs): the same
// components' behaviour React pages run from their effects, run here on the prerendered markup.
// It must stay small (the build test holds a content page to 10 KB of JavaScript gzipped): it
// imports the ui's framework-free entry and plain modules only, never React or a route module.
// Pages with an acting part run frameMain.ts instead: the frame's modules alone.
import { forwardAuthLink, initAll } from './frame';
import { islandModules } from './modules';

forwardAuthLink();
// Every enhancer the markup names (modules.ts), then the page says it is ready (the e2e tests and
// the bench wait for it).
void initAll(islandModules).finally(() => {
  document.documentElement.dataset.islands = 'ready';
});
