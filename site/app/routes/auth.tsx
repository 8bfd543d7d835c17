import { LoadingStatus } from '@northbeam/ui';
import type { Route } from './+types/auth';
import { site } from '../content/site';
import { pageMeta } from '../lib/seo';
import { AuthPage } from '../account/AuthPage';
import * as css from '../account/account.css';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Sign In | ' + site.name,
    description: 'Sign in or create your Northbeam Search account.',
    path: '/auth',
    noindex: true,
  });

// Client-only (the SPA fallback): the page depends on the browser's session.
export async function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <LoadingStatus className={css.loading} />;
}

export default function Auth() {
  return <AuthPage />;
}
