import preview from '../stories-support/preview';
import { expect, within } from 'storybook/test';
import { Stack } from './layout';
import { Heading, Text, VisuallyHidden, type TextProps } from './typography';
import { headingSizes, textSizes, textTones } from './typography.props';
import { frenchArgs, Say } from '../stories-support/french';

// The variant lists are the ones the components are typed with, so a size or tone added shows up here.

const meta = preview.meta({
  title: 'Foundations/Typography',
  component: Text,
  args: { children: 'Search engines and answer engines read the same page.' },
  parameters: frenchArgs<TextProps>({
    children: 'Les moteurs de recherche et les moteurs de réponse lisent la même page.',
  }),
});

export const TextSizes = meta.story({
  render: (args) => (
    <Stack space="sm">
      {textSizes.map((size) => (
        <Text key={size} size={size}>
          <span lang="en">{size}</span>: {args.children}
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
            <span lang="en">{tone}</span>: {args.children}
          </Text>
        ))}
      <div style={{ background: '#0b1f3a', padding: '0.5rem' }}>
        <Text tone="inverse">
          <span lang="en">inverse</span>: {args.children}
        </Text>
      </div>
    </Stack>
  ),
});

export const WeightsAndStrikeThrough = meta.story({
  render: () => (
    <Stack space="sm">
      <Text weight="regular">
        <Say en="Regular weight" fr="Graisse normale" />
      </Text>
      <Text weight="medium">
        <Say en="Medium weight" fr="Graisse moyenne" />
      </Text>
      <Text weight="bold">
        <Say en="Bold weight" fr="Graisse grasse" />
      </Text>
      <Text strikeThrough tone="muted">
        <Say en="$997" fr={'997\u00a0$'} />
      </Text>
    </Stack>
  ),
});

export const HeadingSizes = meta.story({
  render: () => (
    <Stack space="md">
      {headingSizes.map((size) => (
        <Heading key={size} level={2} size={size}>
          <Say en="Heading size" fr="Taille de titre" /> <span lang="en">{size}</span>
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
      ×
      <VisuallyHidden>
        <Say en="Close the menu" fr="Fermer le menu" />
      </VisuallyHidden>
    </button>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Close the menu/ });
    const hidden = within(button).getByText('Close the menu');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
});
