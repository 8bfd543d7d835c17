export { StatGrid, type StatGridProps, type StatItem, type StatGridTone } from './StatGrid';
