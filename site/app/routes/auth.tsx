import type { Route } from './+types/auth';
import { ActingPart } from '../acting/ActingPart';
import { authCard } from '../acting/authCard';
import { accountPageMeta } from '../account/accountRoute';
import { localeOfPath } from '../content/routeTwins';
import { byLocale } from '../lib/byLocale';
import { useLocale } from '../lib/locale';

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
  return <ActingPart part={authCard} lang={useLocale()} />;
}
