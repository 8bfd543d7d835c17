export { QueryComparison, type QueryComparisonProps, type QueryExample } from './QueryComparison';
