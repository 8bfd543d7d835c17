import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../theme/contract.css';
import { mediaQuery } from '../theme/breakpoints';

const space = vars.space;

const responsive = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': mediaQuery.tablet },
    desktop: { '@media': mediaQuery.desktop },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    marginLeft: { ...space, auto: 'auto' },
    marginRight: { ...space, auto: 'auto' },
    textAlign: ['left', 'center', 'right'],
    gridTemplateColumns: {
      1: 'repeat(1, minmax(0, 1fr))',
      2: 'repeat(2, minmax(0, 1fr))',
      3: 'repeat(3, minmax(0, 1fr))',
      4: 'repeat(4, minmax(0, 1fr))',
      6: 'repeat(6, minmax(0, 1fr))',
    },
    fontSize: vars.fontSize,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
    columns: ['gridTemplateColumns'],
  },
});

const visual = defineProperties({
  properties: {
    background: {
      none: 'transparent',
      background: vars.color.background,
      surface: vars.color.surface,
      surfaceMuted: vars.color.surfaceMuted,
      surfaceInverse: vars.color.surfaceInverse,
      primary: vars.color.primary,
      accentSoft: vars.color.accentSoft,
      successSoft: vars.color.successSoft,
      criticalSoft: vars.color.criticalSoft,
      warningSoft: vars.color.warningSoft,
    },
    color: {
      text: vars.color.text,
      textMuted: vars.color.textMuted,
      textInverse: vars.color.textInverse,
      primary: vars.color.primary,
      accent: vars.color.accent,
      success: vars.color.success,
      critical: vars.color.critical,
      onPrimary: vars.color.onPrimary,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    fontWeight: vars.fontWeight,
    width: { full: '100%', auto: 'auto' },
    maxWidth: { container: vars.size.container, prose: vars.size.prose, full: '100%' },
    position: ['relative', 'absolute', 'sticky', 'fixed'],
    overflow: ['hidden', 'visible', 'auto'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    border: {
      none: 'none',
      standard: `1px solid ${vars.color.border}`,
      strong: `1px solid ${vars.color.borderStrong}`,
      primary: `2px solid ${vars.color.primary}`,
    },
  },
});

export const sprinkles = createSprinkles(responsive, visual);
export type Sprinkles = Parameters<typeof sprinkles>[0];
