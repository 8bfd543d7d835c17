import { style } from '@vanilla-extract/css';
import { headingFont, panelStack } from '../../primitives/styleFragments';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/breakpoints';

export const fallback = style({
  ...panelStack,
  background: vars.color.surfaceMuted,
  border: `1px dashed ${vars.color.borderStrong}`,
  '@media': {
    [mediaQuery.tablet]: {
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
    },
  },
});

export const fallbackText = style({ display: 'grid', gap: vars.space.xxs });

export const fallbackTitle = style({
  ...headingFont,
  fontSize: vars.fontSize.xl,
});

export const fallbackBody = style({ margin: 0, color: vars.color.textMuted });

export const fallbackAction = style({ flexShrink: 0, whiteSpace: 'nowrap' });
