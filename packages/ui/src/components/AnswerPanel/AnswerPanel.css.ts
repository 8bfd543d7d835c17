import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Small type throughout: the panel illustrates, the hero's heading stays the largest text on
// screen (and the page's LCP element).
export const panel = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  maxWidth: '32rem',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
});

// On the page's own colours (dark on the inverse hero), so it inherits them.
export const caption = style({
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
});

const cardBase = {
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  minWidth: 0,
} as const;

export const card = style(cardBase);

/** The dashboard glimpse: a second window, set in from the start. */
export const dashboard = style({
  ...cardBase,
  gap: vars.space.xs,
  marginInlineStart: vars.space.xl,
});

export const cardLabel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

/** The question drawn as typed into an answer box. */
export const question = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.background,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const answer = style({ margin: 0, overflowWrap: 'break-word' });

const citeBase = {
  display: 'inline-block',
  minInlineSize: '1.5em',
  marginInlineStart: '0.2em',
  paddingInline: '0.3em',
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
  textAlign: 'center',
  verticalAlign: 'text-top',
} as const;

export const cite = style({
  ...citeBase,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
});

export const citeClient = style({
  ...citeBase,
  background: vars.color.accent,
  color: vars.color.onAccent,
});

export const sourcesLabel = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const sources = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: '0.125rem',
  fontSize: vars.fontSize.xs,
});

export const source = style({
  paddingBlock: '0.125rem',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
});

/** The client's source: tinted, edged and badged, so it stands out without colour alone. */
export const sourceClient = style([
  source,
  {
    background: vars.color.accentSoft,
    boxShadow: `inset 3px 0 0 ${vars.color.accent}`,
    fontWeight: vars.fontWeight.bold,
  },
]);

export const sourceTitle = style({ display: 'block', overflowWrap: 'anywhere' });

export const publisher = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.text,
});

export const badge = style({
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.bold,
});

export const metric = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'baseline',
  columnGap: vars.space.sm,
});

export const metricLabel = style({ fontWeight: vars.fontWeight.bold });

export const metricValue = style({
  gridRow: 'span 2',
  alignSelf: 'center',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.accent,
});

export const metricNote = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const bars = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
});

export const barItem = style({
  display: 'grid',
  gridTemplateAreas: '"value" "track" "label"',
  gridTemplateRows: 'auto 2.5rem auto',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const barLabel = style({
  gridArea: 'label',
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const barValue = style({ gridArea: 'value', fontWeight: vars.fontWeight.bold });

export const barTrack = style({
  gridArea: 'track',
  display: 'flex',
  alignItems: 'flex-end',
  borderBlockEnd: `1px solid ${vars.color.borderStrong}`,
});

export const bar = style({
  inlineSize: '100%',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  background: vars.color.accent,
});
