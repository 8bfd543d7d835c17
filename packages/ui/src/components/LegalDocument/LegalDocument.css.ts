import { style } from '@vanilla-extract/css';
import { growingHeading } from '../../primitives/styleFragments';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/breakpoints';

export const page = style({
  paddingBlock: `${vars.space['2xl']} ${vars.space['3xl']}`,
  background: vars.color.background,
  color: vars.color.text,
});

export const header = style({
  paddingBottom: vars.space.xl,
  marginBottom: vars.space.xl,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ ...growingHeading('3xl', '4xl'), overflowWrap: 'break-word' });

export const updated = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** A section reached by an in-page link stops below the fixed header. */
export const section = style({
  scrollMarginTop: `calc(${vars.size.headerHeight} + ${vars.space.md})`,
});

export const paragraph = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});

export const list = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  lineHeight: vars.lineHeight.normal,
});

export const contact = style({
  marginTop: vars.space['2xl'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.lg,
  '@media': { [mediaQuery.tablet]: { padding: vars.space.xl } },
});

export const contactItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.control,
  overflowWrap: 'anywhere',
});
