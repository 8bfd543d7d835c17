export { Hero } from './Hero';
export { heroTones, type HeroAction, type HeroProps, type HeroTone } from './Hero.props';
