export { FaqList, type FaqListProps, type FaqItem } from './FaqList';
