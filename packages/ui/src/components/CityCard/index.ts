export { CityCard, defaultCityCardLabels } from './CityCard';
export {
  cityAccents,
  type CityAccent,
  type CityCardData,
  type CityCardLabels,
  type CityCardProps,
} from './CityCard.props';
