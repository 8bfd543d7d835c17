import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/breakpoints';
import { gap, stack } from '../../primitives/layout.css';

/** A Stack's layout on the form element itself. */
export const form = style([stack, gap.lg, { minWidth: 0 }]);

// Hidden while an enquiry is sent (by a page without React too): the display below would win over
// the `hidden` attribute's.
export const grid = style({
  display: 'grid',
  selectors: { '&[hidden]': { display: 'none' } },
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [mediaQuery.tablet]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      columnGap: vars.space.lg,
      rowGap: vars.space.md,
    },
  },
});

export const fullRow = style({ gridColumn: '1 / -1' });

export const requiredHint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const marker = style({ color: vars.color.critical, fontWeight: vars.fontWeight.bold });

/** Takes no room (and no gap) while empty, yet stays in the accessibility tree as a live region. */
export const statusSlot = style({
  selectors: {
    '&:empty': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
    },
  },
});

export const selectedPlan = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
});

/** A field's error message that a page without React put in: hidden again when the field is fine. */
export const fieldMessage = style({ selectors: { '&[hidden]': { display: 'none' } } });
