export { CityHero, type CityHeroProps, type CityStat, type CityBilingualLine } from './CityHero';
