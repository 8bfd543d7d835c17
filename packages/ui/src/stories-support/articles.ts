import { placeholderImage } from './placeholderImage';

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
