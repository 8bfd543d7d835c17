export { ValueCard, type ValueCardProps } from './ValueCard';
