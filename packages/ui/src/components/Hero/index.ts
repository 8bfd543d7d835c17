export { Hero, type HeroProps, type HeroAction, type HeroTone } from './Hero';
