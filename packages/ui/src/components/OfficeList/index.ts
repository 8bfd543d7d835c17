export { OfficeList, type OfficeListProps, type Office } from './OfficeList';
