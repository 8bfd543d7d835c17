import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const figure = style({
  margin: 0,
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});

export const quote = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  quotes: 'auto',
  selectors: {
    '&::before': { content: 'open-quote' },
    '&::after': { content: 'close-quote' },
  },
});

export const caption = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: 'auto',
  minWidth: 0,
});

export const photo = style({
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  flexShrink: 0,
});

export const name = style({ display: 'block', fontWeight: vars.fontWeight.bold });

export const detail = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const mark = style({ alignSelf: 'flex-start' });
