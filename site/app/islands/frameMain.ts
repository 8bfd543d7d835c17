// The island script of a page with an acting part (/pricing, /contact, the account pages): the
// frame's behaviour alone (frame.ts); the part brings the rest. A content page runs main.ts.
import { enhanceFrame } from './frame';

enhanceFrame();
document.documentElement.dataset.islands = 'ready';
