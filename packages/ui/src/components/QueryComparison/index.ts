export { QueryComparison } from './QueryComparison';
export { type QueryComparisonProps, type QueryExample } from './QueryComparison.props';
