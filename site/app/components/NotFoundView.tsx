import { NotFound } from '@northbeam/ui';
import * as en from '../content/notFound';
import * as fr from '../content/fr/notFound';
import { byLocale } from '../lib/byLocale';
import { useLocale } from '../lib/locale';

/** The 404 page: the spec's 'Oops! Page not found' and 'Return to Home' (ui defaults), or French. */
export function NotFoundView() {
  return <NotFound {...byLocale(useLocale(), en, fr).notFound.view} />;
}
