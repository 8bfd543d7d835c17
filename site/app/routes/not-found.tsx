import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { Route } from './+types/not-found';
import { NotFoundView } from '../components/NotFoundView';
import * as en from '../content/notFound';
import * as fr from '../content/fr/notFound';
import { localeOfPath } from '../content/routeTwins';
import { byLocale } from '../lib/byLocale';

// Two routes share this module: '*' (English) and 'fr/*' (French, for unknown paths under /fr/).
export const meta: Route.MetaFunction = ({ location }) => {
  const { notFound } = byLocale(localeOfPath(location.pathname), en, fr);
  return [
    { title: notFound.title },
    { name: 'description', content: notFound.description },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  // Marked for the island script, which logs the same line on the prerendered 404 page.
  return (
    <div data-module="missing-page" style={{ display: 'contents' }}>
      <NotFoundView />
    </div>
  );
}
