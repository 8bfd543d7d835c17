import preview from '../stories-support/preview';
import { expect, within } from 'storybook/test';
import { Stack } from './layout';
import {
  Heading,
  Text,
  VisuallyHidden,
  type HeadingSize,
  type TextSize,
  type TextTone,
} from './typography';
import * as css from './typography.css';

// The variant lists come from the stylesheet, so a size or tone added there shows up here.
const textSizes = Object.keys(css.textSize) as TextSize[];
const textTones = Object.keys(css.textTone) as TextTone[];
const headingSizes = Object.keys(css.headingSize) as HeadingSize[];

const meta = preview.meta({
  title: 'Foundations/Typography',
  component: Text,
  args: { children: 'Search engines and answer engines read the same page.' },
});

export const TextSizes = meta.story({
  render: (args) => (
    <Stack space="sm">
      {textSizes.map((size) => (
        <Text key={size} size={size}>
          {size}: {args.children}
        </Text>
      ))}
    </Stack>
  ),
});

export const TextTones = meta.story({
  render: (args) => (
    <Stack space="sm">
      {textTones
        .filter((tone) => tone !== 'inverse')
        .map((tone) => (
          <Text key={tone} tone={tone}>
            {tone}: {args.children}
          </Text>
        ))}
      <div style={{ background: '#0b1f3a', padding: '0.5rem' }}>
        <Text tone="inverse">inverse: {args.children}</Text>
      </div>
    </Stack>
  ),
});

export const WeightsAndStrikeThrough = meta.story({
  render: () => (
    <Stack space="sm">
      <Text weight="regular">Regular weight</Text>
      <Text weight="medium">Medium weight</Text>
      <Text weight="bold">Bold weight</Text>
      <Text strikeThrough tone="muted">
        $997
      </Text>
    </Stack>
  ),
});

export const HeadingSizes = meta.story({
  render: () => (
    <Stack space="md">
      {headingSizes.map((size) => (
        <Heading key={size} level={2} size={size}>
          Heading size {size}
        </Heading>
      ))}
    </Stack>
  ),
});

export const FrenchCopy = meta.story({
  render: () => (
    <Stack space="sm" lang="fr-CA">
      <Heading level={2}>Référencement naturel à Montréal</Heading>
      <Text>Nous aidons les entreprises d’ici à se positionner dans les moteurs de réponse.</Text>
    </Stack>
  ),
});

export const HiddenForScreenReaders = meta.story({
  render: () => (
    <button type="button" style={{ minHeight: 44, minWidth: 44 }}>
      ×<VisuallyHidden>Close the menu</VisuallyHidden>
    </button>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Close the menu/ });
    const hidden = within(button).getByText('Close the menu');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
});
