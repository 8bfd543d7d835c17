import { useLocation } from 'react-router';
import type { Route } from './+types/auth';
import { site } from '../content/site';
import { pageMeta } from '../lib/seo';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Sign In | ' + site.name,
    description: 'Sign in or create your Northbeam Search account.',
    path: '/auth',
    noindex: true,
  });

// Client-only: the account session wires this page to Supabase later.
export async function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <p style={{ padding: '4rem 1rem', textAlign: 'center' }}>Loading...</p>;
}

export default function AuthPlaceholder() {
  const state: unknown = useLocation().state;
  const plan =
    state && typeof state === 'object' && 'plan' in state && typeof state.plan === 'string'
      ? state.plan
      : null;
  return (
    <div style={{ padding: '4rem 1rem', textAlign: 'center' }}>
      {plan && <p>{`Selected Plan: ${plan}`}</p>}
      <p>Loading...</p>
    </div>
  );
}
