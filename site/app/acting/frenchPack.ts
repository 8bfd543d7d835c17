// The ui's French pack as a module of its own, which startPart imports dynamically on French
// pages: an English page's part never requests it.
export { frCA } from '@northbeam/ui';
