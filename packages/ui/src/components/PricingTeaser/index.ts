export { PricingTeaser, type PricingTeaserProps, type TeaserPlan } from './PricingTeaser';
