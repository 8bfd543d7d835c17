import type { ComponentType } from 'react';
import { expect } from 'storybook/test';
import { Grid, type Columns } from '../primitives';
import type { Canvas } from './play';

/**
 * The story of a card shown several times side by side, the way a page lays them out: one card per
 * item, in a grid with these columns (phone, tablet, desktop). `wide` asks the meta's `cardWidth`
 * decorator for a page's width instead of one card's.
 */
export function cardGrid<Props extends object>(
  Card: ComponentType<Props>,
  columns: Columns,
  items: readonly Props[],
) {
  return {
    parameters: { wide: true },
    render: () => (
      <Grid columns={columns}>
        {items.map((item, index) => (
          <Card key={index} {...item} />
        ))}
      </Grid>
    ),
  };
}

/** The page shows this many cards (each card is an article). */
export async function expectCards(canvas: Canvas, count: number): Promise<void> {
  await expect(canvas.getAllByRole('article')).toHaveLength(count);
}
