import type { Route } from './+types/auth';
import { AuthPage } from '../account/AuthPage';
import { accountPageMeta } from '../account/accountRoute';

export { clientLoader, HydrateFallback } from '../account/accountRoute';

export const meta: Route.MetaFunction = () =>
  accountPageMeta('Sign In', 'Sign in or create your Northbeam Search account.', '/auth');

export default function Auth() {
  return <AuthPage />;
}
