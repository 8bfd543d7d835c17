// Static classes for the layout primitives. They used to be sprinkles called at runtime, which
// shipped sprinkles' whole class-name table (~4 KB gzipped) to every page that renders a
// Container. The declarations below are the ones those sprinkles produced (same properties,
// same tokens, same breakpoints), so pages look the same; only the class names differ.
import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { mediaQuery } from '../theme/breakpoints';

export type Space = keyof typeof vars.space;

export const gap = styleVariants(vars.space, (value) => ({ gap: value }));

/** The spaces a gap may widen to from a breakpoint up (a few, so the stylesheet stays small). */
export const responsiveSpaces = ['md', 'lg'] as const;
export type ResponsiveSpace = (typeof responsiveSpaces)[number];

function gapAt(query: string) {
  return Object.fromEntries(
    responsiveSpaces.map((space) => [
      space,
      style({ '@media': { [query]: { gap: vars.space[space] } } }),
    ]),
  ) as Record<ResponsiveSpace, string>;
}

/** Grid's gap classes per breakpoint; tablet and desktop apply from their min-width up. */
export const gaps = {
  mobile: gap,
  tablet: gapAt(mediaQuery.tablet),
  desktop: gapAt(mediaQuery.desktop),
};

/**
 * A list laid out by a primitive keeps no bullets or indent: the layout gives the spacing. As
 * specific as one class (`:where` adds nothing), so a component's own margin still wins.
 */
const listReset = {
  selectors: { '&:where(ul, ol)': { listStyle: 'none', margin: 0, padding: 0 } },
} satisfies StyleRule;

const alignments = ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'] as const;
export type AlignItems = (typeof alignments)[number];

export const alignItems = Object.fromEntries(
  alignments.map((value) => [value, style({ alignItems: value })]),
) as Record<AlignItems, string>;

export const stack = style({ display: 'flex', flexDirection: 'column', ...listReset });

export const inline = style({
  display: 'flex',
  flexDirection: 'row',
  flexWrap: 'wrap',
  ...listReset,
});

export const grid = style({ display: 'grid', ...listReset });

/** The column counts `Grid` lays out at each breakpoint. */
export const gridColumnCounts = [1, 2, 3, 4, 6] as const;
export type ColumnCount = (typeof gridColumnCounts)[number];

function columnsAt(wrap: (rule: StyleRule) => StyleRule) {
  return Object.fromEntries(
    gridColumnCounts.map((count) => [
      count,
      style(wrap({ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` })),
    ]),
  ) as Record<ColumnCount, string>;
}

/** One class per column count and breakpoint; tablet and desktop apply from their min-width up. */
export const columns = {
  mobile: columnsAt((rule) => rule),
  tablet: columnsAt((rule) => ({ '@media': { [mediaQuery.tablet]: rule } })),
  desktop: columnsAt((rule) => ({ '@media': { [mediaQuery.desktop]: rule } })),
};

export const container = style({
  width: '100%',
  marginLeft: 'auto',
  marginRight: 'auto',
  paddingLeft: vars.space.md,
  paddingRight: vars.space.md,
  '@media': {
    [mediaQuery.tablet]: { paddingLeft: vars.space.lg, paddingRight: vars.space.lg },
  },
});

export const measure = styleVariants({
  container: { maxWidth: vars.size.container },
  prose: { maxWidth: vars.size.prose },
});
