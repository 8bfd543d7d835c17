import type { ReactNode } from 'react';
import { useLocale } from '../i18n/context';

/** What the page says, in each language the stories are shown in (the toolbar's, the French pass). */
export interface PageBehindCopy {
  heading: string;
  text: string;
}

const pageCopy: Record<'en-CA' | 'fr-CA', PageBehindCopy> = {
  'en-CA': {
    heading: 'Page content starts below the header',
    text: 'The header reserves its own height, so this heading is never hidden underneath it.',
  },
  'fr-CA': {
    heading: 'Le contenu de la page commence sous l’en-tête',
    text: 'L’en-tête réserve sa propre hauteur : ce titre n’est jamais caché dessous.',
  },
};

/**
 * A page under the fixed header (the header is `children`), so a screenshot shows the header over
 * real content and a story can click the page beside an open menu. Its copy follows the story's
 * locale, as the header's own texts do.
 */
export function PageBehind({
  copy = pageCopy,
  children,
}: {
  copy?: Record<'en-CA' | 'fr-CA', PageBehindCopy>;
  children: ReactNode;
}) {
  const { heading, text } = copy[useLocale() === 'fr-CA' ? 'fr-CA' : 'en-CA'];
  return (
    <div style={{ minHeight: '100vh' }}>
      {children}
      <main style={{ padding: '2rem 1.5rem', maxWidth: '72rem', margin: '0 auto' }}>
        <h1 style={{ margin: 0 }}>{heading}</h1>
        <p>{text}</p>
      </main>
    </div>
  );
}
