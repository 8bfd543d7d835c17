import { style, styleVariants, type ComplexStyleRule } from '@vanilla-extract/css';
import type { SectionIntroAlign } from './SectionIntro.props';
import { vars } from '../theme/contract.css';

export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: '44rem',
  marginBottom: vars.space.xl,
});

export const introAlign = styleVariants<Record<SectionIntroAlign, ComplexStyleRule>>({
  start: {},
  center: { marginInline: 'auto', textAlign: 'center' },
});
