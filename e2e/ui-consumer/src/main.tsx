import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@northbeam/ui/style.css';
import { Button, Card, Heading, Stack, Text } from '@northbeam/ui';

function App() {
  return (
    <main>
      <Card data-testid="plan">
        <Stack space="sm">
          <Heading level={1}>Professional</Heading>
          <Text tone="muted">15 keywords, bi-weekly reports</Text>
          <Button>Subscribe</Button>
        </Stack>
      </Card>
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
