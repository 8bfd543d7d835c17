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
// Rendered as a list (`as="ul"` or `as="ol"`) they drop the bullets and indent, as Braid's Box
// resets each element: the primitive gives the spacing.

type Space = css.Space;
type AlignItems = css.AlignItems;
type ColumnCount = css.ColumnCount;
type ResponsiveSpace = css.ResponsiveSpace;

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
 * A value per breakpoint: one for all, `[phone, tablet, desktop]` (trailing entries may be left
 * out; a breakpoint without a value keeps the one below it) or `{ mobile, tablet, desktop }`.
 */
type Responsive<Phone, Wider = Phone> =
  | Phone
  | readonly [Phone | null, (Wider | null)?, (Wider | null)?]
  | { mobile?: Phone; tablet?: Wider; desktop?: Wider };

/** Columns per breakpoint, e.g. `[1, 2, 3]`: one on a phone, two on a tablet, three on a desktop. */
export type Columns = Responsive<ColumnCount>;

/** The gap per breakpoint; wider breakpoints widen it to one of `responsiveSpaces`. */
export type GridSpace = Responsive<Space, ResponsiveSpace>;

type Breakpoints<Key extends PropertyKey> = Record<
  'mobile' | 'tablet' | 'desktop',
  Partial<Record<Key, string>>
>;

/** The classes of a responsive value, one per breakpoint it names. */
function responsive<Key extends string | number>(
  value: Responsive<Key>,
  classes: Breakpoints<Key>,
) {
  const [mobile, tablet, desktop]: readonly (Key | null | undefined)[] =
    typeof value !== 'object'
      ? [value]
      : 'length' in value
        ? value
        : [value.mobile, value.tablet, value.desktop];
  return [
    mobile != null && classes.mobile[mobile],
    tablet != null && classes.tablet[tablet],
    desktop != null && classes.desktop[desktop],
  ];
}

export interface GridProps extends ElementProps {
  space?: GridSpace;
  columns?: Columns;
}

/** A responsive grid; pass `columns={[1, 2, 3]}` for phone, tablet and desktop columns. */
export function Grid({ space = 'lg', columns = [1, 2, 3], ...props }: GridProps) {
  return render(
    props,
    css.grid,
    ...responsive<Space>(space, css.gaps),
    ...responsive(columns, css.columns),
  );
}

export interface ContainerProps extends ElementProps {
  /** Line length: the page container or a readable prose column. */
  measure?: 'container' | 'prose';
}

/** Centres content at a readable width with page gutters. */
export function Container({ measure = 'container', ...props }: ContainerProps) {
  return render(props, css.container, css.measure[measure]);
}
