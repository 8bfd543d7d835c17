import preview from '../stories-support/preview';
import { Container, Grid, Inline, Stack } from './layout';
import { Badge, Card, Section } from './surface';
import { badgeTones, cardEmphases as emphases, sectionTones } from './surface.props';
import { Heading, Text } from './typography';
import { Say } from '../stories-support/french';

// The variant lists are the ones the components are typed with, so a tone added shows up here.

const meta = preview.meta({
  title: 'Foundations/Surface',
  component: Card,
});

export const CardEmphases = meta.story({
  render: () => (
    <Grid columns={[1, 3]} space="md">
      {emphases.map((emphasis) => (
        <Card key={emphasis} emphasis={emphasis}>
          <Heading level={3} lang="en">
            emphasis=&quot;{emphasis}&quot;
          </Heading>
          <Text tone="muted">
            <Say
              en="A bordered surface that groups one thing."
              fr="Une surface bordée qui regroupe un seul élément."
            />
          </Text>
        </Card>
      ))}
    </Grid>
  ),
});

export const BadgeTones = meta.story({
  render: () => (
    <Inline space="sm">
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          <span lang="en">{tone}</span>
        </Badge>
      ))}
    </Inline>
  ),
});

export const SectionTones = meta.story({
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div>
      {sectionTones.map((tone) => (
        <Section key={tone} tone={tone} aria-labelledby={`section-${tone}`}>
          <Container>
            <Stack space="xs">
              <Heading level={2} size="3" id={`section-${tone}`} tone="inherit" lang="en">
                tone=&quot;{tone}&quot;
              </Heading>
              <Text tone="inherit">
                <Say
                  en="A full-width page band with vertical rhythm."
                  fr="Une bande pleine largeur au rythme vertical régulier."
                />
              </Text>
            </Stack>
          </Container>
        </Section>
      ))}
    </div>
  ),
});
