import { style, styleVariants, type ComplexStyleRule } from '@vanilla-extract/css';
import type { NoticeTone } from './Notice.props';
import { vars } from '../../theme/contract.css';

export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: '4px solid',
});

export const tone = styleVariants<Record<NoticeTone, ComplexStyleRule>>({
  default: {
    background: vars.color.surfaceMuted,
    color: vars.color.text,
    borderColor: vars.color.primary,
  },
  destructive: {
    background: vars.color.criticalSoft,
    color: vars.color.critical,
    borderColor: vars.color.critical,
  },
  success: {
    background: vars.color.successSoft,
    color: vars.color.success,
    borderColor: vars.color.success,
  },
});

export const body = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0, flex: 1 });

export const title = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const description = style({ margin: 0, overflowWrap: 'anywhere' });

export const icon = style({ paddingTop: '0.15em' });
