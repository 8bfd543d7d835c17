export { CityGrid, type CityGridProps } from './CityGrid';
