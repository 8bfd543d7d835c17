import type { Route } from './+types/dashboard';
import { DashboardPage } from '../account/DashboardPage';
import { accountPageMeta } from '../account/accountRoute';

export { clientLoader, HydrateFallback } from '../account/accountRoute';

export const meta: Route.MetaFunction = () =>
  accountPageMeta(
    'Dashboard',
    'Your Northbeam Search subscription, plans and add-ons.',
    '/dashboard',
  );

export default function Dashboard() {
  return <DashboardPage />;
}
