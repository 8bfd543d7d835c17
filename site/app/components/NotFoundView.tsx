import { Button, Container, Heading, Section, Stack, Text } from '@northbeam/ui';
import * as css from './components.css';

/** The 404 page (stand-in until ui's NotFound lands). */
export function NotFoundView() {
  return (
    <Section labelledBy="not-found-heading">
      <Container measure="prose">
        <Stack space="lg" alignItems="center">
          <p className={css.bigCode} aria-hidden="true">
            404
          </p>
          <Heading level={1} id="not-found-heading" align="center">
            Oops! Page not found
          </Heading>
          <Text align="center" tone="muted">
            The page you are looking for does not exist or has moved.
          </Text>
          <Button href="/">Return to Home</Button>
        </Stack>
      </Container>
    </Section>
  );
}
