// The ui RouteAnnouncer as a chunk of its own: it only acts after a client-side navigation, so it
// loads after the page starts instead of adding to every page's JavaScript budget.
export { RouteAnnouncer as default } from '@northbeam/ui';
