import type { ReactNode } from 'react';
import { Grid, type GridProps } from '@northbeam/ui';

interface CardListProps<T> {
  items: readonly T[];
  columns: GridProps['columns'];
  /** Each card's React key. */
  keyOf: (item: T) => string;
  /** An id for each card's list item, where other pages link to a card (`/services#technical`). */
  idOf?: (item: T) => string;
  children: (item: T) => ReactNode;
}

/**
 * A band's cards, one list item each in a grid: screen readers announce how many there are. The
 * one view the about, services, blog and "why" pages lay their cards out with.
 */
export function CardList<T>({ items, columns, keyOf, idOf, children }: CardListProps<T>) {
  return (
    <Grid as="ul" columns={columns} space="lg">
      {items.map((item) => (
        <li key={keyOf(item)} id={idOf?.(item)}>
          {children(item)}
        </li>
      ))}
    </Grid>
  );
}
