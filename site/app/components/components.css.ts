import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@northbeam/ui';

// Site-local stand-ins for ui components that have not landed yet (see site/NEEDS.md).

export const notices = style({
  position: 'fixed',
  insetInlineEnd: vars.space.md,
  insetBlockEnd: vars.space.md,
  zIndex: 1000,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: 'min(420px, calc(100vw - 2rem))',
});

export const notice = style({
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  padding: vars.space.md,
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
});

export const noticeDestructive = style({
  background: vars.color.criticalSoft,
  borderColor: vars.color.critical,
});

export const noticeTitle = style({ fontWeight: vars.fontWeight.bold, margin: 0 });
export const noticeText = style({ margin: 0 });

export const iconButton = style({
  marginInlineStart: 'auto',
  minWidth: vars.size.control,
  minHeight: vars.size.control,
  background: 'transparent',
  border: 'none',
  color: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radius.md,
});

export const cardLink = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control,
});

export const figureRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const figureTerm = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const figureValue = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const logoList = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.md,
});

export const logoItem = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  background: vars.color.surface,
});

export const form = style({ display: 'grid', gap: vars.space.md });

export const formRow = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});

export const field = style({ display: 'grid', gap: vars.space.xxs });

export const label = style({ fontWeight: vars.fontWeight.medium });

export const input = style({
  font: 'inherit',
  minHeight: vars.size.control,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  width: '100%',
  boxSizing: 'border-box',
});

export const textarea = style([input, { minHeight: '8rem', resize: 'vertical' }]);

export const prose = style({ lineHeight: vars.lineHeight.normal, fontSize: vars.fontSize.md });
globalStyle(`${prose} h2`, {
  fontSize: vars.fontSize.xl,
  marginBlock: `${vars.space.lg} ${vars.space.sm}`,
});
globalStyle(`${prose} p, ${prose} ul, ${prose} ol`, { marginBlock: `0 ${vars.space.md}` });
globalStyle(`${prose} li`, { marginBlockEnd: vars.space.xs });

export const articleImage = style({
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.lg,
  display: 'block',
});

export const bigCode = style({
  fontSize: vars.fontSize['5xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  margin: 0,
});

export const newsletter = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  maxWidth: '36rem',
  marginInline: 'auto',
  width: '100%',
});
