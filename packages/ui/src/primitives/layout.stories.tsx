import type { ReactNode } from 'react';
import preview from '../stories-support/preview';
import { expect } from 'storybook/test';
import { breakpoints } from '../theme/breakpoints';
import { Container, Grid, Inline, Stack } from './layout';
import { Card } from './surface';
import { Text } from './typography';
import { Say } from '../stories-support/french';

function Tile({ children }: { children: ReactNode }) {
  return (
    <Card>
      <Text weight="medium">{children}</Text>
    </Card>
  );
}

const cities = ['Toronto', 'Montréal', 'Vancouver', 'Calgary', 'Ottawa', 'Québec'];

const meta = preview.meta({
  title: 'Foundations/Layout',
  component: Stack,
});

export const StackSpacing = meta.story({
  render: () => (
    <Inline space="xl" alignItems="flex-start">
      {(['xs', 'md', 'xl'] as const).map((space) => (
        <Stack key={space} space={space}>
          <Text size="sm" tone="muted" lang="en">
            space=&quot;{space}&quot;
          </Text>
          <Tile>
            <Say en="First" fr="Premier" />
          </Tile>
          <Tile>
            <Say en="Second" fr="Deuxième" />
          </Tile>
        </Stack>
      ))}
    </Inline>
  ),
});

export const InlineWrapping = meta.story({
  render: () => (
    <Inline space="sm">
      {cities.map((city) => (
        <Tile key={city}>{city}</Tile>
      ))}
    </Inline>
  ),
});

/** One column on a phone, two on a tablet, three on a desktop: the default of Grid. */
export const ResponsiveGrid = meta.story({
  parameters: { layout: 'fullscreen' },
  render: () => (
    <Container>
      <Grid data-testid="grid">
        {cities.map((city) => (
          <Tile key={city}>{city}</Tile>
        ))}
      </Grid>
    </Container>
  ),
  play: async ({ canvas }) => {
    const grid = canvas.getByTestId('grid');
    const columns = getComputedStyle(grid).gridTemplateColumns.split(' ').length;
    const width = window.innerWidth;
    await expect(columns).toBe(
      width >= breakpoints.desktop ? 3 : width >= breakpoints.tablet ? 2 : 1,
    );
  },
});

export const FixedColumns = meta.story({
  render: () => (
    <Grid columns={2} space="sm">
      {cities.slice(0, 4).map((city) => (
        <Tile key={city}>{city}</Tile>
      ))}
    </Grid>
  ),
});

export const ContainerMeasures = meta.story({
  parameters: { layout: 'fullscreen' },
  render: () => (
    <Stack space="lg">
      <Container>
        <Card>
          <Text>
            <span lang="en">measure=&quot;container&quot;</span>
            <Say
              en=": the page width with gutters."
              fr={'\u00a0: la largeur de la page, marges comprises.'}
            />
          </Text>
        </Card>
      </Container>
      <Container measure="prose">
        <Card>
          <Text>
            <span lang="en">measure=&quot;prose&quot;</span>
            <Say
              en=": a readable line length for articles and legal text."
              fr={
                '\u00a0: une longueur de ligne lisible pour les articles et les textes juridiques.'
              }
            />
          </Text>
        </Card>
      </Container>
    </Stack>
  ),
});
