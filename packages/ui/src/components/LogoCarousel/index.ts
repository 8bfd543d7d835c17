export {
  LogoCarousel,
  type LogoCarouselProps,
  type LogoItem,
  type LogoImage,
  type LogoCarouselMotion,
} from './LogoCarousel';
