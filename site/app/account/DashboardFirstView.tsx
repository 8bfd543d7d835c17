import { useState, type ReactNode } from 'react';
import { Container, Heading, LoadingStatus, Stack, Text } from '@northbeam/ui';
import { useDashboardContent, welcomeLine } from './dashboardContent';
import { storedEmail } from './storedSession';
import * as css from './account.css';

/**
 * The dashboard's page and header, the one owner of both: the first view and the dashboard
 * (DashboardPage.tsx) render the same heading and welcome line in the same place, so nothing
 * moves when the dashboard takes the first view's place.
 */
export function DashboardLayout({
  welcome,
  action,
  children,
}: {
  welcome: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
}) {
  const { words } = useDashboardContent();
  return (
    <Container>
      <Stack space="2xl" className={css.dashboard}>
        <div className={css.dashboardHeader}>
          <Stack space="xs">
            <Heading level={1}>{words.heading}</Heading>
            {welcome}
          </Stack>
          {action}
        </div>
        {children}
      </Stack>
    </Container>
  );
}

/**
 * The dashboard's first view while the session loads, laid out as the dashboard lays out its
 * header, in a page at least a screen tall. Prerendered with 'Loading...' on the welcome line,
 * which an inline script fills from the stored session before the page first paints
 * (scripts/stored-welcome.mjs, placed after the slot by the postbuild) and the part renders from
 * the same storage, so the line, the first view's largest text and so its LCP element, is in the
 * first paint and does not change when the dashboard takes its place. Before, a short 'Loading...'
 * left the footer in view and the dashboard pushed it down (CLS 0.94 in the bench), and the line
 * painted by the part came with its JavaScript (LCP 3.1–3.6 s).
 */
export function DashboardFirstView() {
  const { words } = useDashboardContent();
  // Read once: the part renders in the browser only (the prerender has no storage: 'Loading...').
  const [email] = useState(storedEmail);
  return (
    <DashboardLayout
      welcome={
        email ? (
          <Text tone="muted">{welcomeLine(words, email)}</Text>
        ) : (
          <div data-welcome={words.welcome}>
            <LoadingStatus className={css.welcomeLoading} />
          </div>
        )
      }
    />
  );
}
