import preview from '../../stories-support/preview';
import { expect } from 'storybook/test';
import { Hero } from './Hero';
import { AnswerPanel } from '../AnswerPanel/AnswerPanel';
import { answerPanelEnglish } from '../../stories-support/answerPanel';
import { link } from '../../stories-support/text';
import { expectHeading, expectLinks } from '../../stories-support/play';

const meta = preview.meta({
  title: 'Marketing/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'AI-Powered SEO for Canadian Businesses',
    headline: 'Dominate Search Results Across Canada with AI-Powered SEO',
    subtitle:
      'We combine AI-powered SEO, answer engine optimization and generative engine optimization so customers find you on Google, in voice search and in AI answers.',
    primaryAction: link('Start Your Growth Journey', '/contact'),
    secondaryAction: link('View Pricing Plans', '/pricing'),
    trustLine: 'Trusted by 1,200+ Canadian businesses',
  },
});

export const HomeHero = meta.story({
  name: 'Home hero',
  play: async ({ canvas }) => {
    await expectHeading(canvas, 'Dominate Search Results Across Canada with AI-Powered SEO', 1);
    await expectLinks(canvas, [
      ['Start Your Growth Journey', '/contact'],
      ['View Pricing Plans', '/pricing'],
    ]);
  },
});

export const Inverse = meta.story({ name: 'Inverse tone', args: { tone: 'inverse' } });

export const SingleAction = meta.story({
  name: 'Single action',
  args: {
    eyebrow: 'Toronto SEO',
    headline: 'Toronto SEO Services That Drive Results',
    subtitle: 'Reach more customers across the Greater Toronto Area with local, AI-driven SEO.',
    primaryAction: link('Get Your Free Toronto SEO Audit', '/contact'),
    secondaryAction: undefined,
    trustLine: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
});

export const VeryLongHeadline = meta.story({
  name: 'Very long headline',
  args: {
    headline:
      'Comprehensive AI-Powered Search Engine Optimization, Answer Engine Optimization and Generative Engine Optimization for Ambitious Canadian Businesses',
  },
});

export const French = meta.story({
  name: 'French copy',
  args: {
    lang: 'fr-CA',
    eyebrow: 'SEO à Trois-Rivières',
    headline: 'Services de référencement à Trois-Rivières qui génèrent des résultats',
    subtitle:
      'Attirez plus de clients en Mauricie grâce à un référencement bilingue propulsé par l’intelligence artificielle.',
    primaryAction: link('Obtenez votre audit SEO gratuit', '/contact'),
    secondaryAction: link('Voir les forfaits', '/pricing'),
    trustLine: 'Plus de 1 200 entreprises canadiennes nous font confiance',
  },
});

/** The home page's hero: the answer panel beside the text at desktop width, under it on phones. */
export const WithAnswerPanel = meta.story({
  name: 'With answer panel',
  args: {
    tone: 'inverse',
    headline: 'Be the Answer Canadians Find — on Google and in AI Search',
    aside: <AnswerPanel {...answerPanelEnglish} sample />,
  },
  play: async ({ canvas }) => {
    await expectHeading(canvas, 'Be the Answer Canadians Find — on Google and in AI Search', 1);
    // The buttons come before the illustration, so on a phone it never pushes them down.
    const primary = canvas.getByRole('link', { name: 'Start Your Growth Journey' });
    const figure = canvas.getByRole('figure', { name: /Example: / });
    await expect(
      primary.compareDocumentPosition(figure) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
});
