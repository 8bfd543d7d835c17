import { useState, type ReactNode } from 'react';
import { Container, Heading, LoadingStatus, Stack, Text } from '@northbeam/ui';
import * as en from '../content/account';
import * as fr from '../content/fr/account';
import { byLocale } from '../lib/byLocale';
import { useLang } from './pageAddress';
import { storedEmail, WELCOME_EMAIL } from './storedSession';
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
  const words = byLocale(useLang(), en.dashboardText, fr.dashboardText);
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
 * which the island script fills from the stored session (showStoredWelcome) and the part renders
 * from the same storage, so the line is there before the dashboard's JavaScript and does not
 * change when the dashboard takes its place. Before, a short 'Loading...' left the footer in view
 * and the dashboard pushed it down (CLS 0.94 in the bench), and the welcome line, the first
 * view's largest text, came only with the session (LCP 3.1 s).
 */
export function DashboardFirstView() {
  const words = byLocale(useLang(), en.dashboardText, fr.dashboardText);
  // Read once: the part renders in the browser only (the prerender has no storage: 'Loading...').
  const [email] = useState(storedEmail);
  return (
    <DashboardLayout
      welcome={
        email ? (
          <Text tone="muted">{words.welcome(email)}</Text>
        ) : (
          <div data-module="stored-welcome" data-welcome={words.welcome(WELCOME_EMAIL)}>
            <LoadingStatus className={css.welcomeLoading} />
          </div>
        )
      }
    />
  );
}
