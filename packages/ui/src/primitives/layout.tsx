import type { ReactNode } from 'react';
import { Box, type BoxProps } from './Box';
import type { Sprinkles } from './sprinkles.css';

type Space = Sprinkles['gap'];

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection'> {
  /** Vertical gap between children. */
  space?: Space;
  children?: ReactNode;
}

/** Children one above the other, evenly spaced. */
export function Stack({ space = 'md', ...props }: StackProps) {
  return <Box display="flex" flexDirection="column" gap={space} {...props} />;
}

export interface InlineProps extends Omit<BoxProps, 'display' | 'flexDirection'> {
  space?: Space;
  children?: ReactNode;
}

/** Children side by side, wrapping onto new lines when space runs out. */
export function Inline({ space = 'sm', alignItems = 'center', ...props }: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      flexWrap="wrap"
      gap={space}
      alignItems={alignItems}
      {...props}
    />
  );
}

export interface GridProps extends Omit<BoxProps, 'display'> {
  space?: Space;
  children?: ReactNode;
}

/** A responsive grid; pass `columns={[1, 2, 3]}` for phone, tablet and desktop columns. */
export function Grid({ space = 'lg', columns = [1, 2, 3], ...props }: GridProps) {
  return <Box display="grid" gap={space} columns={columns} {...props} />;
}

export interface ContainerProps extends Omit<BoxProps, 'maxWidth'> {
  /** Line length: the page container or a readable prose column. */
  measure?: 'container' | 'prose';
  children?: ReactNode;
}

/** Centres content at a readable width with page gutters. */
export function Container({ measure = 'container', ...props }: ContainerProps) {
  return (
    <Box
      width="full"
      maxWidth={measure}
      marginX="auto"
      paddingX={{ mobile: 'md', tablet: 'lg' }}
      {...props}
    />
  );
}
