import preview from '../stories-support/preview';
import type { CSSProperties, ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { Say } from '../stories-support/french';
import type { Canvas } from '../stories-support/play';
import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Grid,
  Heading,
  Inline,
  Stack,
  Text,
  ThemeProvider,
  defaultTheme,
  forestTheme,
  vars,
  type Theme,
} from '../index';
import { InfoCard } from '../components/InfoCard';

/** A sample English page in a brand's theme (its copy is the story's, marked English). */
function BrandShowcase({ theme, brand }: { theme: Theme; brand: string }) {
  return (
    <ThemeProvider theme={theme}>
      <Box paddingY="2xl" lang="en">
        <Container>
          <Stack space="xl">
            <Stack space="sm">
              <Badge tone="accent">{brand}</Badge>
              <Heading level={1} size="display">
                Dominate Search in Every Canadian City
              </Heading>
              <Text size="lg" tone="muted">
                AI-powered SEO, answer-engine and generative-engine optimisation for businesses of
                every size.
              </Text>
              <Box paddingTop="sm">
                <Inline space="sm">
                  <Button href="/contact">Start Your Growth Journey</Button>
                  <Button href="/pricing" variant="secondary">
                    View Pricing Plans
                  </Button>
                </Inline>
              </Box>
            </Stack>
            <Grid columns={[1, 2, 3]}>
              <Card emphasis="highlighted">
                <Badge tone="primary">Most popular</Badge>
                <Heading level={2} size="3">
                  Professional
                </Heading>
                <Text tone="muted">15 keywords, bi-weekly reports and 4 blog posts a month.</Text>
                <Inline space="xs">
                  <Badge tone="success">Active</Badge>
                  <Badge tone="critical">Payment due</Badge>
                  <Badge>Monthly</Badge>
                </Inline>
              </Card>
              <InfoCard
                variant="service"
                icon="chat"
                title="Answer Engine Optimization"
                headingLevel={2}
                description="Become the answer voice assistants and AI chatbots give."
                features={[
                  'Voice search optimisation',
                  'Featured snippet targeting',
                  'Structured data',
                  'FAQ content strategy',
                  'AI citation tracking',
                ]}
                action={{ label: 'Learn More', href: '/services' }}
              />
              <Card emphasis="muted">
                <Heading level={2} size="3">
                  Get Your Free SEO Audit
                </Heading>
                <Text>Find out exactly what is holding your rankings back.</Text>
                <Button href="/contact" fullWidth>
                  Request Audit
                </Button>
              </Card>
            </Grid>
          </Stack>
        </Container>
      </Box>
    </ThemeProvider>
  );
}

const cell: CSSProperties = {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'middle',
};

const tableStyle: CSSProperties = {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
};

const captionStyle: CSSProperties = {
  textAlign: 'left',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  paddingBottom: vars.space.sm,
};

function TokenTable({
  caption,
  rows,
}: {
  caption: string;
  rows: readonly { name: string; value: string; sample: ReactNode }[];
}) {
  return (
    // A developer's table of tokens, in English like the code it documents.
    <table style={tableStyle} lang="en">
      <caption style={captionStyle}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" style={cell}>
            Token
          </th>
          <th scope="col" style={cell}>
            Value
          </th>
          <th scope="col" style={cell}>
            Sample
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row" style={{ ...cell, fontFamily: vars.font.mono, fontWeight: 400 }}>
              {row.name}
            </th>
            <td style={{ ...cell, fontFamily: vars.font.mono }}>{row.value}</td>
            <td style={cell}>{row.sample}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type Keyed<T> = { [K in keyof T]: string };

/** One table row per token of a group: its name, the default brand's value and a live sample. */
function rows<T extends Record<string, string>>(
  prefix: string,
  group: T,
  live: Keyed<T>,
  sample: (value: string) => ReactNode,
) {
  return (Object.keys(group) as (keyof T & string)[]).map((name) => ({
    name: `${prefix}.${name}`,
    value: group[name],
    sample: sample(live[name]),
  }));
}

/** A block of colour or length, hidden from assistive tech: the row's text says what it shows. */
const bar = (style: CSSProperties) => (
  <span aria-hidden="true" style={{ display: 'block', ...style }} />
);

function Tokens() {
  const colours = rows('color', defaultTheme.color, vars.color, (live) =>
    bar({
      width: '4rem',
      height: '2rem',
      borderRadius: vars.radius.md,
      border: `1px solid ${vars.color.borderStrong}`,
      background: live,
    }),
  );
  const sizes = rows('fontSize', defaultTheme.fontSize, vars.fontSize, (live) => (
    <span style={{ fontSize: live, lineHeight: vars.lineHeight.tight, whiteSpace: 'nowrap' }}>
      Ag
    </span>
  ));
  const spacing = rows('space', defaultTheme.space, vars.space, (live) =>
    bar({
      width: live,
      height: '0.75rem',
      background: vars.color.primary,
      borderRadius: vars.radius.sm,
    }),
  );
  return (
    <Box paddingY="xl">
      <Container>
        <Stack space="2xl">
          <Stack space="xs">
            <Heading level={1}>
              <Say en="Design tokens" fr="Jetons de conception" />
            </Heading>
            <Text tone="muted">
              <Say
                en="The default brand’s values. An agency re-brands by passing another theme object to ThemeProvider."
                fr="Les valeurs de la marque par défaut. Une agence change d’image en passant un autre objet de thème à ThemeProvider."
              />
            </Text>
          </Stack>
          <Grid columns={[1, 1, 2]} space="2xl">
            <TokenTable caption="Colours" rows={colours} />
            <Stack space="2xl">
              <TokenTable caption="Type scale" rows={sizes} />
              <TokenTable caption="Spacing" rows={spacing} />
            </Stack>
          </Grid>
        </Stack>
      </Container>
    </Box>
  );
}

const meta = preview.meta({
  title: 'Foundations/Theming',
  parameters: { layout: 'fullscreen' },
});

/** Chromium reports computed colours as rgb(); the themes hold #rrggbb. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The showcase's call to action wears the theme's primary colour. */
async function expectCtaIn(canvas: Canvas, theme: Theme) {
  const cta = canvas.getByRole('link', { name: 'Start Your Growth Journey' });
  await expect(getComputedStyle(cta).backgroundColor).toBe(rgb(theme.color.primary));
}

export const DefaultBrand = meta.story({
  name: 'Default brand',
  render: () => <BrandShowcase theme={defaultTheme} brand="Default brand" />,
  play: async ({ canvas }) => {
    await expectCtaIn(canvas, defaultTheme);
  },
});

export const AnotherAgencysBrand = meta.story({
  name: 'Another agency’s brand',
  render: () => <BrandShowcase theme={forestTheme} brand="Forest brand" />,
  play: async ({ canvas }) => {
    await expectCtaIn(canvas, forestTheme);
    const heading = canvas.getByRole('heading', {
      level: 1,
      name: 'Dominate Search in Every Canadian City',
    });
    await expect(getComputedStyle(heading).fontFamily).toContain('Georgia');
  },
});

export const TokensTable = meta.story({
  name: 'Tokens',
  render: () => <Tokens />,
  play: async ({ canvas }) => {
    const colours = canvas.getByRole('table', { name: 'Colours' });
    await expect(within(colours).getByText(defaultTheme.color.primary)).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Type scale' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Spacing' })).toBeVisible();
  },
});
