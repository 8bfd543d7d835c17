import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { card as surfaceCard } from '../../primitives/surface.css';

export const card = style([
  surfaceCard,
  {
    alignItems: 'flex-start',
    gap: vars.space.xs,
    height: '100%',
  },
]);

export const iconCircle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  height: vars.size.control,
  marginBottom: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accent,
});

export const detailLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { color: vars.color.primaryHover, textDecorationThickness: '2px' } },
});

export const detailText = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});
