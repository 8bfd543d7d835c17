import type { Route } from './+types/dashboard';
import { site } from '../content/site';
import { pageMeta } from '../lib/seo';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Dashboard | ' + site.name,
    description: 'Your Northbeam Search subscription, plans and add-ons.',
    path: '/dashboard',
    noindex: true,
  });

// Client-only: the account session wires this page to Supabase later.
export async function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <p style={{ padding: '4rem 1rem', textAlign: 'center' }}>Loading...</p>;
}

export default function DashboardPlaceholder() {
  return <p style={{ padding: '4rem 1rem', textAlign: 'center' }}>Loading...</p>;
}
