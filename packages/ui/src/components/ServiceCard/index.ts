export { ServiceCard, type ServiceCardProps, type ServiceCardAction } from './ServiceCard';
