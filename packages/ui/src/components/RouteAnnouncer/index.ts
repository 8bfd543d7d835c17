export { RouteAnnouncer, type RouteAnnouncerProps } from './RouteAnnouncer';
