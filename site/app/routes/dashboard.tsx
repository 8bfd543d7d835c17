import type { Route } from './+types/dashboard';
import { ActingPart } from '../acting/ActingPart';
import { accountDashboard } from '../acting/accountDashboard';
import { accountPageMeta } from '../account/accountRoute';
import { localeOfPath } from '../content/routeTwins';
import { byLocale } from '../lib/byLocale';
import { useLocale } from '../lib/locale';

// Two routes share this module: /dashboard and its French twin /fr/tableau-de-bord.
export const meta: Route.MetaFunction = ({ location }) =>
  byLocale(
    localeOfPath(location.pathname),
    accountPageMeta(
      'Dashboard',
      'Your Northbeam Search subscription, plans and add-ons.',
      '/dashboard',
    ),
    accountPageMeta(
      'Tableau de bord',
      'Votre abonnement, vos forfaits et vos options Northbeam Search.',
      '/fr/tableau-de-bord',
    ),
  );

export default function Dashboard() {
  return <ActingPart part={accountDashboard} lang={useLocale()} />;
}
