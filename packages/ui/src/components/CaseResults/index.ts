export { CaseResults, type CaseResultsProps, type CaseResultRow } from './CaseResults';
