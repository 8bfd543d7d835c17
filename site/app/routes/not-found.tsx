import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { Route } from './+types/not-found';
import { NotFoundView } from '../components/NotFoundView';
import { site } from '../content/site';

export const meta: Route.MetaFunction = () => [
  { title: `Page Not Found | ${site.name}` },
  { name: 'description', content: 'The page you are looking for does not exist.' },
  { name: 'robots', content: 'noindex' },
];

export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  // Marked for the island script, which logs the same line on the prerendered 404 page.
  return (
    <div data-missing-page="" style={{ display: 'contents' }}>
      <NotFoundView />
    </div>
  );
}
