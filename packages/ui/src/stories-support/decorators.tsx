import type { CSSProperties } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { vars } from '../theme/contract.css';

/** Shows the story inside a box of this style: a card at its width, a section at a page's. */
export const framed =
  (style: CSSProperties): Decorator =>
  (Story) => (
    <div style={style}>
      <Story />
    </div>
  );

/** The dark section an `inverse` tone is made for. */
export const onInverse = (padding: string): Decorator =>
  framed({ background: vars.color.surfaceInverse, padding });

/**
 * A card at its own width; a story with `parameters: { wide: true }` lays several out at `wide`.
 */
export const cardWidth =
  (narrow: number, wide: number): Decorator =>
  (Story, { parameters }) => (
    <div style={{ maxWidth: parameters.wide ? wide : narrow }}>
      <Story />
    </div>
  );
