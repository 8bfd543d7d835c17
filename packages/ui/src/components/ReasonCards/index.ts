export { ReasonCards, type ReasonCardsProps, type Reason } from './ReasonCards';
