import { style, styleVariants, type ComplexStyleRule } from '@vanilla-extract/css';
import { badgeTones, type CardEmphasis, type SectionTone } from './surface.props';
import { fills } from './styleFragments';
import { vars } from '../theme/contract.css';

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const cardEmphasis = styleVariants<Record<CardEmphasis, ComplexStyleRule>>({
  none: {},
  highlighted: { border: `2px solid ${vars.color.primary}`, boxShadow: vars.shadow.lg },
  muted: { background: vars.color.surfaceMuted },
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  width: 'fit-content',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
  letterSpacing: '0.02em',
});

export const badgeTone = styleVariants(fills(badgeTones));

export const section = style({ paddingBlock: vars.space['3xl'] });

export const sectionTone = styleVariants<Record<SectionTone, ComplexStyleRule>>({
  default: { background: vars.color.background, color: vars.color.text },
  muted: { background: vars.color.surfaceMuted, color: vars.color.text },
  inverse: { background: vars.color.surfaceInverse, color: vars.color.textInverse },
});
