// Static classes for the layout primitives. They used to be sprinkles called at runtime, which
// shipped sprinkles' whole class-name table (~4 KB gzipped) to every page that renders a
// Container. The declarations below are the ones those sprinkles produced (same properties,
// same tokens, same breakpoints), so pages look the same; only the class names differ.
import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { mediaQuery } from '../theme/breakpoints';

export type Space = keyof typeof vars.space;

export const gap = styleVariants(vars.space, (value) => ({ gap: value }));

const alignments = ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'] as const;
export type AlignItems = (typeof alignments)[number];

export const alignItems = Object.fromEntries(
  alignments.map((value) => [value, style({ alignItems: value })]),
) as Record<AlignItems, string>;

export const stack = style({ display: 'flex', flexDirection: 'column' });

export const inline = style({ display: 'flex', flexDirection: 'row', flexWrap: 'wrap' });

export const grid = style({ display: 'grid' });

const columnCounts = [1, 2, 3, 4, 6] as const;
export type ColumnCount = (typeof columnCounts)[number];

function columnsAt(wrap: (rule: StyleRule) => StyleRule) {
  return Object.fromEntries(
    columnCounts.map((count) => [
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
