export { StatGrid } from './StatGrid';
export {
  statGridTones,
  type StatGridProps,
  type StatGridTone,
  type StatItem,
} from './StatGrid.props';
