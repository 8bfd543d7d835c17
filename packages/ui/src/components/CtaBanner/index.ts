export { CtaBanner } from './CtaBanner';
export {
  ctaBannerTones,
  type CtaAction,
  type CtaBannerProps,
  type CtaBannerTone,
} from './CtaBanner.props';
