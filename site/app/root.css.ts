import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@northbeam/ui';

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: vars.space.md,
  zIndex: 1000,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.primary,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.bold,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

export const main = style({ display: 'block', outline: 'none' });

/**
 * The page's sections after its first, and the footer, are laid out and painted only as they come
 * near the viewport (`content-visibility: auto`). A content page's first layout was one task of
 * the whole document after the first paint (20-36 ms of CPU unslowed on /, /about and /blog on
 * the bench machine, four times that under Lighthouse's mobile CPU), the task that made its Total
 * Blocking Time; with the sections below the fold skipped, the largest task after the first paint
 * is 7-8 ms. What is skipped stays in the accessibility tree and in find-in-page (unlike
 * `hidden`), a section the first frame shows is rendered in that frame, and `auto` in the size
 * keeps each section's real height once it has been rendered, so the scrollbar settles as the
 * reader scrolls. The estimate is a phone's section height.
 */
const skippedOffscreen = { contentVisibility: 'auto', containIntrinsicSize: 'auto 800px' } as const;
globalStyle(`${main} > :not(:first-child)`, skippedOffscreen);
globalStyle(`${main} ~ footer`, skippedOffscreen);

export const loading = style({ padding: vars.space['3xl'], textAlign: 'center' });
