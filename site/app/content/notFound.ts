import { site } from './site';

/** The 404 page: its tags, and its texts where they are not the ui's (the spec's English). */
export interface NotFoundText {
  title: string;
  description: string;
  view: { heading?: string; text?: string; homeLabel?: string; homeHref: string };
}

export const notFound: NotFoundText = {
  title: `Page Not Found | ${site.name}`,
  description: 'The page you are looking for does not exist.',
  // 'Oops! Page not found' and 'Return to Home' are the ui's defaults (spec).
  view: { homeHref: '/' },
};
