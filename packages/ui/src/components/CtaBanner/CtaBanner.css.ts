import { globalStyle, style, styleVariants, type ComplexStyleRule } from '@vanilla-extract/css';
import type { CtaBannerTone } from './CtaBanner.props';
import { growingHeading } from '../../primitives/styleFragments';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/breakpoints';

export const banner = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `${vars.space['2xl']} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  textAlign: 'center',
  '@media': { [mediaQuery.desktop]: { padding: `${vars.space['3xl']} ${vars.space['2xl']}` } },
});

export const tone = styleVariants<Record<CtaBannerTone, ComplexStyleRule>>({
  primary: { background: vars.color.primary, color: vars.color.onPrimary },
  inverse: { background: vars.color.surfaceInverse, color: vars.color.textInverse },
  muted: { background: vars.color.surfaceMuted, color: vars.color.text },
});

export const heading = style({
  ...growingHeading('2xl', '4xl'),
  maxWidth: '40rem',
  textWrap: 'balance',
  overflowWrap: 'break-word',
});

export const text = style({ margin: 0, maxWidth: '40rem', fontSize: vars.fontSize.lg });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  width: '100%',
});

export const action = style({
  display: 'flex',
  flex: '1 1 100%',
  '@media': { [mediaQuery.tablet]: { flex: '0 0 auto' } },
});

globalStyle(`${action} > *`, { flex: 1 });

/** The outline button on a coloured band reads as a button only with a light border. */
export const outlineOnColour = style({});
// Both wrapper classes, so the rule outranks Button's own `border` whatever order a bundler
// concatenates the components' CSS in (one class each, the later file would win).
globalStyle(`${action}${outlineOnColour} > *`, { borderColor: 'currentColor' });
