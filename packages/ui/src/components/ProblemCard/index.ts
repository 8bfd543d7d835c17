export { ProblemCard, type ProblemCardProps } from './ProblemCard';
