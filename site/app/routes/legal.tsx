import { LegalDocument } from '@northbeam/ui';
import { NotFoundView } from '../components/NotFoundView';
import { useLocation } from 'react-router';
import type { Route } from './+types/legal';
import * as en from '../content/legal';
import * as fr from '../content/fr/legal';
import { localeOfPath } from '../content/routeTwins';
import { absoluteUrl, site } from '../content/site';
import { byLocale } from '../lib/byLocale';
import { agencyRef, breadcrumbJsonLd, pageMeta } from '../lib/seo';

/** The document a path shows, in the path's language (routes exist only for the four paths). */
const docFor = (pathname: string) => {
  const lang = localeOfPath(pathname);
  // Each named, not the module passed whole: knip sees every export the page reads.
  const legalDocs = byLocale(lang, en.legalDocs, fr.legalDocs);
  const legalContact = byLocale(lang, en.legalContact, fr.legalContact);
  const doc = legalDocs.find((candidate) => pathname.startsWith(candidate.path));
  return doc ? { doc, contact: legalContact } : undefined;
};

export const meta: Route.MetaFunction = ({ location }) => {
  const found = docFor(location.pathname);
  if (!found) return [{ title: site.name }, { name: 'robots', content: 'noindex' }];
  const { doc } = found;
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
  const found = docFor(useLocation().pathname);
  if (!found) return <NotFoundView />;
  const { doc, contact } = found;
  return (
    <LegalDocument
      title={doc.title}
      lastUpdated={doc.lastUpdated}
      sections={[{ heading: 'Introduction', paragraphs: [doc.intro] }, ...doc.sections]}
      contact={contact}
    />
  );
}
