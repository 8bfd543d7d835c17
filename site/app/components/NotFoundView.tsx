import { NotFound } from '@northbeam/ui';

/** The 404 page: the spec's 'Oops! Page not found' and 'Return to Home' (ui defaults). */
export function NotFoundView() {
  return <NotFound />;
}
