import { LegalDocument } from '@northbeam/ui';
import { useLocation } from 'react-router';
import type { Route } from './+types/legal';
import { legalContact, privacy, terms } from '../content/legal';
import { absoluteUrl, site } from '../content/site';
import { agencyRef, breadcrumbJsonLd, pageMeta } from '../lib/seo';

const docFor = (pathname: string) => (pathname.startsWith('/terms') ? terms : privacy);

export const meta: Route.MetaFunction = ({ location }) => {
  const doc = docFor(location.pathname);
  return pageMeta({
    title: `${doc.title} | ${site.name}`,
    description: doc.description,
    path: doc.path,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        name: doc.title,
        url: absoluteUrl(doc.path),
        dateModified: doc.lastUpdatedIso,
        publisher: agencyRef(),
      },
      breadcrumbJsonLd([{ name: doc.title, path: doc.path }]),
    ],
  });
};

export default function Legal() {
  const doc = docFor(useLocation().pathname);
  return (
    <LegalDocument
      title={doc.title}
      lastUpdated={doc.lastUpdated}
      sections={[{ heading: 'Introduction', paragraphs: [doc.intro] }, ...doc.sections]}
      contact={legalContact}
    />
  );
}
