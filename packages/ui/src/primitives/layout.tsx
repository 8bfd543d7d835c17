import {
  createElement,
  type AllHTMLAttributes,
  type ElementType,
  type ReactNode,
  type Ref,
} from 'react';
import * as css from './layout.css';

// These primitives render static classes instead of going through Box: Box calls sprinkles at
// runtime, and that would put sprinkles' class table into every page. They take only the layout
// props their callers use; anything else (padding, background, ...) goes on a Box around them.

type Space = css.Space;
type AlignItems = css.AlignItems;
type ColumnCount = css.ColumnCount;

interface ElementProps extends Omit<AllHTMLAttributes<HTMLElement>, 'as'> {
  /** The element to render. */
  as?: ElementType;
  ref?: Ref<HTMLElement>;
  'data-testid'?: string;
  children?: ReactNode;
}

function render(
  { as = 'div', className, ...rest }: ElementProps,
  ...classes: (string | false | undefined)[]
) {
  return createElement(as, {
    ...rest,
    className: [...classes, className].filter(Boolean).join(' '),
  });
}

export interface StackProps extends ElementProps {
  /** Vertical gap between children. */
  space?: Space;
  alignItems?: AlignItems;
}

/** Children one above the other, evenly spaced. */
export function Stack({ space = 'md', alignItems, ...props }: StackProps) {
  return render(props, css.stack, css.gap[space], alignItems && css.alignItems[alignItems]);
}

export interface InlineProps extends ElementProps {
  space?: Space;
  alignItems?: AlignItems;
}

/** Children side by side, wrapping onto new lines when space runs out. */
export function Inline({ space = 'sm', alignItems = 'center', ...props }: InlineProps) {
  return render(props, css.inline, css.gap[space], css.alignItems[alignItems]);
}

/**
 * Columns per breakpoint: one count for all, `[phone, tablet, desktop]` (trailing entries may be
 * left out; a breakpoint without a count keeps the one below it) or `{ mobile, tablet, desktop }`.
 */
export type Columns =
  | ColumnCount
  | readonly [ColumnCount | null, (ColumnCount | null)?, (ColumnCount | null)?]
  | { mobile?: ColumnCount; tablet?: ColumnCount; desktop?: ColumnCount };

type ColumnList = Extract<Columns, readonly unknown[]>;

// Array.isArray does not narrow readonly tuples.
const isList = (columns: Columns): columns is ColumnList => Array.isArray(columns);

function columnClasses(columns: Columns) {
  const [mobile, tablet, desktop] =
    typeof columns === 'number'
      ? [columns]
      : isList(columns)
        ? columns
        : [columns.mobile, columns.tablet, columns.desktop];
  return [
    mobile != null && css.columns.mobile[mobile],
    tablet != null && css.columns.tablet[tablet],
    desktop != null && css.columns.desktop[desktop],
  ];
}

export interface GridProps extends ElementProps {
  space?: Space;
  columns?: Columns;
}

/** A responsive grid; pass `columns={[1, 2, 3]}` for phone, tablet and desktop columns. */
export function Grid({ space = 'lg', columns = [1, 2, 3], ...props }: GridProps) {
  return render(props, css.grid, css.gap[space], ...columnClasses(columns));
}

export interface ContainerProps extends ElementProps {
  /** Line length: the page container or a readable prose column. */
  measure?: 'container' | 'prose';
}

/** Centres content at a readable width with page gutters. */
export function Container({ measure = 'container', ...props }: ContainerProps) {
  return render(props, css.container, css.measure[measure]);
}
