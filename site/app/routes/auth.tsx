import type { Route } from './+types/auth';
import { AuthPage } from '../account/AuthPage';
import { accountPageMeta } from '../account/accountRoute';
import { localeOfPath } from '../content/routeTwins';
import { byLocale } from '../lib/byLocale';

export { clientLoader, HydrateFallback } from '../account/accountRoute';

// Two routes share this module: /auth and its French twin /fr/connexion.
export const meta: Route.MetaFunction = ({ location }) =>
  byLocale(
    localeOfPath(location.pathname),
    accountPageMeta('Sign In', 'Sign in or create your Northbeam Search account.', '/auth'),
    accountPageMeta(
      'Connexion',
      'Connectez-vous ou créez votre compte Northbeam Search.',
      '/fr/connexion',
    ),
  );

export default function Auth() {
  return <AuthPage />;
}
