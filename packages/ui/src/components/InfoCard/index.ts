export { InfoCard } from './InfoCard';
export {
  infoCardBoxTones,
  infoCardVariants,
  type InfoCardAction,
  type InfoCardBoxTone,
  type InfoCardProps,
  type InfoCardVariant,
} from './InfoCard.props';
