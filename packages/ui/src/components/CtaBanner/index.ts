export { CtaBanner, type CtaBannerProps, type CtaAction, type CtaBannerTone } from './CtaBanner';
