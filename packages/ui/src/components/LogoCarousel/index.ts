export {
  LogoCarousel,
  type LogoCarouselProps,
  type LogoItem,
  type LogoImage,
  type LogoCarouselMotion,
} from './LogoCarousel';
export {
  enhanceLogoCarousel,
  enhanceLogoCarousels,
  logoCarouselHooks,
} from './logoCarouselBehaviour';
