import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});

const avatarSize = '6rem';

export const photo = style({
  width: avatarSize,
  height: avatarSize,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  boxShadow: `0 0 0 4px ${vars.color.accentSoft}`,
});

export const initials = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: avatarSize,
  height: avatarSize,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  boxShadow: `0 0 0 4px ${vars.color.accentSoft}`,
  flexShrink: 0,
});

export const role = style({
  margin: 0,
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  overflowWrap: 'anywhere',
});
