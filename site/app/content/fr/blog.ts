/*
 * CONTRACT (the French blog, /fr/blogue and /fr/blogue/:id), same names and types as content/blog.ts:
 * - `blogPage: BlogPageText`: the blog index's own texts (written here by the site owner of the
 *   core pages; keep them when adding the articles). `articleClosing.action.href` is '/fr/blogue'.
 * - `articles: BlogArticle[]`: the French versions of the three English articles, SAME `id`s
 *   ('1', '2', '3': /fr/blogue/1 is the twin of /blog/1), same `dateTime` and image `src`, a French
 *   `date` in fr-CA form ('15 décembre 2024'), a French `category` ('AEO', 'Blogue',
 *   'Référencement local'), French `title`, `excerpt` (≤ 155 characters: it is the meta
 *   description), image `alt` and `content` (trusted HTML, French, ordinary spaces).
 * Exported through `frContent()` (lib/frenchTypography), which sets Quebec spacing in every string.
 * The build check (tests/french.check.ts) fails for an English article without its French twin.
 */
import { frContent } from '../../lib/frText';
import type { BlogArticle, BlogPageText } from '../blog';

export const blogPage: BlogPageText = /* @__PURE__ */ frContent({
  hero: {
    eyebrow: 'Blogue',
    headline: 'Référencement, AEO et GEO : nos analyses pour les entreprises d’ici',
    subtitle:
      'Des guides concrets de nos stratèges pour gagner en visibilité dans la recherche au Canada.',
  },
  listHeading: 'Articles récents',
  newsletter: {
    heading: 'Abonnez-vous à notre infolettre',
    text: 'Un courriel par mois : tendances de la recherche et conseils pratiques. Désabonnement en tout temps.',
    buttonLabel: 'M’abonner à l’infolettre',
  },
  articleClosing: {
    heading: 'Envie d’en lire plus ?',
    text: 'Découvrez les autres guides de nos stratèges.',
    action: { label: 'Retour à tous les articles', href: '/fr/blogue' },
  },
  readTime: '5 min de lecture',
});

export const articles: BlogArticle[] = [];
