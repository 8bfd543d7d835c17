import type { ComponentType } from 'react';
import { expect } from 'storybook/test';
import { useLocale } from '../i18n/context';
import { Grid, type Columns } from '../primitives';
import type { Canvas } from './play';

/**
 * The story of a card shown several times side by side, the way a page lays them out: one card per
 * item, in a grid with these columns (phone, tablet, desktop). `wide` asks the meta's `cardWidth`
 * decorator for a page's width instead of one card's. `frenchItems` are the same cards' sample
 * content in Quebec French, shown when the story is in fr-CA (the grid takes no args to translate).
 * Its play checks that each item became a card; a story with more to check gives its own.
 */
export function cardGrid<Props extends object>(
  Card: ComponentType<Props>,
  columns: Columns,
  items: readonly Props[],
  frenchItems: readonly Props[],
) {
  function Cards() {
    const shown = useLocale() === 'fr-CA' ? frenchItems : items;
    return (
      <Grid columns={columns}>
        {shown.map((item, index) => (
          <Card key={index} {...item} />
        ))}
      </Grid>
    );
  }
  return {
    parameters: { wide: true },
    render: () => <Cards />,
    play: ({ canvas }: { canvas: Canvas }) => expectCards(canvas, items.length),
  };
}

/** The page shows this many cards (each card is an article). */
export async function expectCards(canvas: Canvas, count: number): Promise<void> {
  await expect(canvas.getAllByRole('article')).toHaveLength(count);
}
