import { style, styleVariants, type ComplexStyleRule } from '@vanilla-extract/css';
import { headingFont } from '../../primitives/styleFragments';
import { vars } from '../../theme/contract.css';
import { card as surfaceCard } from '../../primitives/surface.css';
import { mediaQuery } from '../../theme/breakpoints';
import type { InfoCardBoxTone, InfoCardVariant } from './InfoCard.props';

const hover = `${vars.motion.durationBase} ${vars.motion.easing}`;
const raised = [
  surfaceCard,
  { height: '100%', '@media': { [mediaQuery.desktop]: { padding: vars.space.xl } } },
] as const;

export const card = styleVariants<Record<InfoCardVariant, ComplexStyleRule>>({
  benefit: [
    ...raised,
    { transition: `box-shadow ${hover}`, ':hover': { boxShadow: vars.shadow.md } },
  ],
  problem: [...raised],
  service: [
    ...raised,
    {
      gap: vars.space.lg,
      transition: `box-shadow ${hover}, border-color ${hover}`,
      ':hover': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong },
    },
  ],
  reason: [
    ...raised,
    {
      gap: vars.space.sm,
      position: 'relative',
      overflow: 'hidden',
      // An accent bar clipped by the card's rounded corners.
      '::before': {
        content: '""',
        position: 'absolute',
        insetBlockStart: 0,
        insetInline: 0,
        height: '4px',
        background: `linear-gradient(90deg, ${vars.color.primary}, ${vars.color.accent})`,
      },
    },
  ],
  value: {
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    padding: vars.space.xl,
    background: vars.color.surfaceMuted,
    borderRadius: vars.radius.lg,
    minWidth: 0,
  },
});

export const titleRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const number = style({
  ...headingFont,
  fontSize: vars.fontSize.sm,
  color: vars.color.accent,
  letterSpacing: '0.08em',
});

export const box = styleVariants<Record<InfoCardBoxTone, ComplexStyleRule>>({
  result: {
    marginTop: 'auto',
    padding: vars.space.md,
    background: vars.color.successSoft,
    borderRadius: vars.radius.md,
  },
  reality: {
    marginTop: 'auto',
    padding: vars.space.md,
    background: vars.color.warningSoft,
    borderLeft: `4px solid ${vars.color.critical}`,
    borderRadius: vars.radius.sm,
  },
});

const label = {
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
} as const;

export const boxLabel = styleVariants<Record<InfoCardBoxTone, ComplexStyleRule>>({
  result: {
    ...label,
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    color: vars.color.success,
  },
  reality: { ...label, color: vars.color.critical },
});

export const features = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const feature = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const check = style({
  display: 'inline-flex',
  flexShrink: 0,
  marginTop: '0.1em',
  color: vars.color.success,
});

export const action = style({ marginTop: 'auto', paddingTop: vars.space.xs });
