import { style } from '@vanilla-extract/css';
import { headingFont } from '../../primitives/styleFragments';
import { vars } from '../../theme/contract.css';
import { card, cardEmphasis } from '../../primitives/surface.css';

export const plan = style([card, { position: 'relative', height: '100%', padding: vars.space.xl }]);

export const popular = cardEmphasis.highlighted;

export const badge = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: '50%',
  transform: 'translate(-50%, -50%)',
  padding: `${vars.space.xxs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

export const planName = style({
  ...headingFont,
  fontSize: vars.fontSize.xl,
});

export const price = style({
  margin: 0,
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
});

export const amount = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.02em',
});

export const period = style({ color: vars.color.textMuted });

/** The list takes the card's spare height and spreads its rows over it, so the buttons align. */
export const features = style({ flex: 1 });

export const feature = style({ display: 'flex', gap: vars.space.xs, alignItems: 'flex-start' });

export const check = style({ color: vars.color.success, paddingTop: '0.15em' });

export const footer = style({ display: 'flex', justifyContent: 'center' });
