export {
  CityCard,
  defaultCityCardLabels,
  type CityCardProps,
  type CityCardData,
  type CityCardLabels,
  type CityAccent,
} from './CityCard';
