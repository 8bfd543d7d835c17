import preview from '../../stories-support/preview';
import { expect } from 'storybook/test';
import { BlogCard } from './BlogCard';
import {
  aeoGuide,
  aeoGuideFr,
  blogPost,
  blogPostFr,
  cover,
  localSeoGuide,
  localSeoGuideFr,
} from '../../stories-support/articles';
import { cardGrid, expectCards } from '../../stories-support/cards';
import { cardWidth } from '../../stories-support/decorators';
import { frenchArgs, frenchDate } from '../../stories-support/french';
import { expectLink, expectVisibleTexts } from '../../stories-support/play';

const meta = preview.meta({
  title: 'Content/BlogCard',
  component: BlogCard,
  args: {
    id: 1,
    image: { ...cover('AEO'), alt: 'A person asking a voice assistant a question on a smartphone' },
    ...aeoGuide,
    dateTime: '2025-01-15',
    excerpt:
      'Voice assistants and AI chatbots now answer millions of questions a day. Learn how to make your business the answer they give.',
  },
  parameters: frenchArgs({
    image: {
      ...cover('AEO'),
      alt: 'Une personne pose une question à un assistant vocal sur son téléphone',
    },
    ...aeoGuideFr,
    excerpt:
      'Les assistants vocaux et les robots conversationnels répondent à des millions de questions par jour. Voyez comment faire de votre entreprise la réponse qu’ils donnent.',
  }),
  decorators: [cardWidth(400, 1200)],
});

export const AeoArticle = meta.story({
  name: 'AEO article',
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expectLink(
      canvas,
      /^Read More\s*: The Complete Guide to Answer Engine Optimization in 2025$/,
      '/blog/1',
    );
    await expectVisibleTexts(canvas, ['5 min read', 'AEO']);
    await expect(canvas.getByText('January 15, 2025')).toHaveAttribute('datetime', '2025-01-15');
    const img = canvas.getByRole('img');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('width', '800');
  },
});

export const LocalSeo = meta.story({
  name: 'Local SEO',
  args: {
    id: 'local-seo-canada',
    ...localSeoGuide,
    dateTime: '2025-01-08',
    excerpt:
      'Google Business Profile, local citations and reviews: the three levers that decide who appears when customers search near them.',
  },
  parameters: frenchArgs({
    ...localSeoGuideFr,
    excerpt:
      'Fiche d’établissement Google, mentions locales et avis : les trois leviers qui décident qui apparaît quand des clients cherchent près de chez eux.',
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/blog/local-seo-canada');
  },
});

export const LongTitle = meta.story({
  name: 'Long title',
  args: {
    id: 3,
    ...blogPost,
    title:
      'Why Generative Engine Optimization Is Becoming the Most Important Marketing Investment for Small and Medium-Sized Businesses Across Canada',
    excerpt:
      'ChatGPT, Perplexity, Gemini and Google’s AI Overviews are rewriting how people discover businesses. This long read explains what generative engines look for, how they choose the sources they cite, and what you can do this quarter to become one of them — with examples from Toronto, Vancouver and Montréal.',
  },
  parameters: frenchArgs({
    ...blogPostFr,
    title:
      'Pourquoi l’optimisation pour les moteurs génératifs devient l’investissement marketing le plus important des petites et moyennes entreprises au Canada',
    excerpt:
      'ChatGPT, Perplexity, Gemini et les aperçus IA de Google changent la façon dont on découvre les entreprises. Ce long article explique ce que les moteurs génératifs recherchent, comment ils choisissent les sources qu’ils citent et ce que vous pouvez faire dès ce trimestre pour en faire partie — avec des exemples de Toronto, de Vancouver et de Montréal.',
  }),
});

/** The blog index's first three posts. */
const posts = [
  {
    id: 1,
    image: cover('AEO'),
    ...aeoGuide,
    excerpt:
      'Voice assistants and AI chatbots now answer millions of questions a day. Learn how to make your business the answer.',
  },
  {
    id: 2,
    ...blogPost,
    date: 'January 10, 2025',
    title: 'AI-Powered SEO: What Changed in 2024',
    excerpt:
      'From AI Overviews to zero-click results, here is what the last year meant for Canadian search.',
  },
  {
    id: 3,
    ...localSeoGuide,
    excerpt:
      'Google Business Profile, local citations and reviews decide who appears when customers search nearby.',
  },
];

const articles = [
  {
    id: 1,
    image: cover('AEO'),
    ...aeoGuideFr,
    excerpt:
      'Les assistants vocaux et les robots conversationnels répondent à des millions de questions par jour. Voyez comment devenir leur réponse.',
  },
  {
    id: 2,
    ...blogPostFr,
    date: frenchDate('2025-01-10'),
    title: 'Le SEO propulsé par l’IA : ce qui a changé en 2024',
    excerpt:
      'Des aperçus IA aux résultats sans clic, voici ce que la dernière année a changé pour la recherche au Canada.',
  },
  {
    id: 3,
    ...localSeoGuideFr,
    excerpt:
      'Fiche d’établissement Google, mentions locales et avis décident qui apparaît quand des clients cherchent à proximité.',
  },
];

export const ThreeInAGrid = meta.story({
  name: 'Three in a grid',
  ...cardGrid(BlogCard, [1, 2, 3], posts, articles),
  play: async ({ canvas }) => {
    await expectCards(canvas, 3);
    const hrefs = canvas.getAllByRole('link').map((link) => link.getAttribute('href'));
    await expect(hrefs).toEqual(['/blog/1', '/blog/2', '/blog/3']);
  },
});
