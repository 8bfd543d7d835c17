import { placeholderImage } from './placeholderImage';
import { frenchDate } from './french';

/** A post's 16:9 cover: a placeholder labelled with its category, in the given gradient. */
export const cover = (label: string, from?: string, to?: string) => ({
  src: placeholderImage({ width: 800, height: 450, label, from, to }),
  alt: '',
  width: 800,
  height: 450,
});

/** The blog's posts as a card or an article page heads them; each story adds its own excerpt. */
export const aeoGuide = {
  category: 'AEO',
  date: 'January 15, 2025',
  title: 'The Complete Guide to Answer Engine Optimization in 2025',
};

export const localSeoGuide = {
  image: cover('Local SEO', '#0f766e', '#166534'),
  category: 'Local SEO',
  categoryTone: 'success' as const,
  date: 'January 8, 2025',
  title: 'Local SEO for Canadian Businesses: Win the Map Pack',
};

/** A post filed under the blog's own category. */
export const blogPost = {
  image: cover('Blog', '#334155', '#1e40af'),
  category: 'Blog',
  categoryTone: 'neutral' as const,
};

/** The same posts as the French blogue heads them. */
export const aeoGuideFr = {
  category: 'AEO',
  date: frenchDate('2025-01-15'),
  title: 'Le guide complet de l’optimisation pour les moteurs de réponse (AEO) en 2025',
};

export const localSeoGuideFr = {
  image: cover('SEO local', '#0f766e', '#166534'),
  category: 'SEO local',
  categoryTone: 'success' as const,
  date: frenchDate('2025-01-08'),
  title: 'Le SEO local pour les entreprises canadiennes : gagner le trio de la carte',
};

export const blogPostFr = {
  image: cover('Blogue', '#334155', '#1e40af'),
  category: 'Blogue',
  categoryTone: 'neutral' as const,
};
