import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Grid } from '../../primitives';
import { placeholderImage } from '../../stories-support/placeholderImage';
import { BlogCard } from './BlogCard';

const image = (label: string, from?: string, to?: string) => ({
  src: placeholderImage({ width: 800, height: 450, label, from, to }),
  alt: '',
  width: 800,
  height: 450,
});

const meta = {
  title: 'Content/BlogCard',
  component: BlogCard,
  args: {
    id: 1,
    image: {
      ...image('AEO'),
      alt: 'A person asking a voice assistant a question on a smartphone',
    },
    category: 'AEO',
    date: 'January 15, 2025',
    dateTime: '2025-01-15',
    title: 'The Complete Guide to Answer Engine Optimization in 2025',
    excerpt:
      'Voice assistants and AI chatbots now answer millions of questions a day. Learn how to make your business the answer they give.',
  },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: parameters.wide ? 1200 : 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BlogCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AeoArticle: Story = {
  name: 'AEO article',
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    const readMore = canvas.getByRole('link', {
      name: /^Read More\s*: The Complete Guide to Answer Engine Optimization in 2025$/,
    });
    await expect(readMore).toHaveAttribute('href', '/blog/1');
    await expect(canvas.getByText('5 min read')).toBeVisible();
    await expect(canvas.getByText('AEO')).toBeVisible();
    await expect(canvas.getByText('January 15, 2025')).toHaveAttribute('datetime', '2025-01-15');
    const img = canvas.getByRole('img');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('width', '800');
  },
};

export const LocalSeo: Story = {
  name: 'Local SEO',
  args: {
    id: 'local-seo-canada',
    image: image('Local SEO', '#0f766e', '#166534'),
    category: 'Local SEO',
    categoryTone: 'success',
    date: 'January 8, 2025',
    dateTime: '2025-01-08',
    title: 'Local SEO for Canadian Businesses: Win the Map Pack',
    excerpt:
      'Google Business Profile, local citations and reviews: the three levers that decide who appears when customers search near them.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/blog/local-seo-canada');
  },
};

export const LongTitle: Story = {
  name: 'Long title',
  args: {
    id: 3,
    category: 'Blog',
    categoryTone: 'neutral',
    image: image('Blog', '#334155', '#1e40af'),
    title:
      'Why Generative Engine Optimization Is Becoming the Most Important Marketing Investment for Small and Medium-Sized Businesses Across Canada',
    excerpt:
      'ChatGPT, Perplexity, Gemini and Google’s AI Overviews are rewriting how people discover businesses. This long read explains what generative engines look for, how they choose the sources they cite, and what you can do this quarter to become one of them — with examples from Toronto, Vancouver and Montréal.',
  },
};

export const ThreeInAGrid: Story = {
  name: 'Three in a grid',
  parameters: { wide: true },
  render: () => (
    <Grid columns={[1, 2, 3]}>
      <BlogCard
        id={1}
        image={image('AEO')}
        category="AEO"
        date="January 15, 2025"
        title="The Complete Guide to Answer Engine Optimization in 2025"
        excerpt="Voice assistants and AI chatbots now answer millions of questions a day. Learn how to make your business the answer."
      />
      <BlogCard
        id={2}
        image={image('Blog', '#334155', '#1e40af')}
        category="Blog"
        categoryTone="neutral"
        date="January 10, 2025"
        title="AI-Powered SEO: What Changed in 2024"
        excerpt="From AI Overviews to zero-click results, here is what the last year meant for Canadian search."
      />
      <BlogCard
        id={3}
        image={image('Local SEO', '#0f766e', '#166534')}
        category="Local SEO"
        categoryTone="success"
        date="January 8, 2025"
        title="Local SEO for Canadian Businesses: Win the Map Pack"
        excerpt="Google Business Profile, local citations and reviews decide who appears when customers search nearby."
      />
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    const hrefs = canvas.getAllByRole('link').map((link) => link.getAttribute('href'));
    await expect(hrefs).toEqual(['/blog/1', '/blog/2', '/blog/3']);
  },
};
