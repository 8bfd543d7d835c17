import { LoadingStatus } from '@northbeam/ui';
import type { Route } from './+types/dashboard';
import { site } from '../content/site';
import { pageMeta } from '../lib/seo';
import { DashboardPage } from '../account/DashboardPage';
import * as css from '../account/account.css';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Dashboard | ' + site.name,
    description: 'Your Northbeam Search subscription, plans and add-ons.',
    path: '/dashboard',
    noindex: true,
  });

// Client-only (the SPA fallback): the page depends on the browser's session.
export async function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <LoadingStatus className={css.loading} />;
}

export default function Dashboard() {
  return <DashboardPage />;
}
