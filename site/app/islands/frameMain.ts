// The island script of a page with an acting part (/pricing, /contact, the account pages): the
// frame's modules alone (frame.ts); the part brings the rest. A content page runs main.ts.
import { forwardAuthLink, frameModules, initAll } from './frame';

forwardAuthLink();
void initAll(frameModules).finally(() => {
  document.documentElement.dataset.islands = 'ready';
});
