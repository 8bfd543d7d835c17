import preview from '../../stories-support/preview';
import { expect } from 'storybook/test';
import { Hero } from './Hero';
import { heroPropDefs } from './Hero.props';
import { argTypesFrom } from '../../stories-support/propDocs';
import { AnswerPanel } from '../AnswerPanel/AnswerPanel';
import { answerPanelEnglish, answerPanelFrench } from '../../stories-support/answerPanel';
import { frenchArgs } from '../../stories-support/french';
import { link } from '../../stories-support/text';
import { expectHeading, expectLinks } from '../../stories-support/play';

const meta = preview.meta({
  title: 'Marketing/Hero',
  component: Hero,
  args: {
    eyebrow: 'AI-Powered SEO for Canadian Businesses',
    headline: 'Dominate Search Results Across Canada with AI-Powered SEO',
    subtitle:
      'We combine AI-powered SEO, answer engine optimization and generative engine optimization so customers find you on Google, in voice search and in AI answers.',
    primaryAction: link('Start Your Growth Journey', '/contact'),
    secondaryAction: link('View Pricing Plans', '/pricing'),
    trustLine: 'Trusted by 1,200+ Canadian businesses',
  },
  parameters: {
    layout: 'fullscreen',
    ...frenchArgs({
      eyebrow: 'Le SEO propulsé par l’IA pour les entreprises canadiennes',
      headline:
        'Dominez les résultats de recherche partout au Canada grâce au SEO propulsé par l’IA',
      subtitle:
        'Nous réunissons le SEO propulsé par l’IA, l’optimisation pour les moteurs de réponse (AEO) et l’optimisation pour les moteurs génératifs (GEO) : vos clients vous trouvent sur Google, en recherche vocale et dans les réponses de l’IA.',
      primaryAction: link('Lancer ma croissance', '/fr/nous-joindre'),
      secondaryAction: link('Voir les forfaits', '/fr/forfaits'),
      trustLine: 'Plus de 1 200 entreprises canadiennes nous font confiance',
    }),
  },
  argTypes: argTypesFrom(heroPropDefs),
});

const troisRivieres = {
  eyebrow: 'SEO à Trois-Rivières',
  headline: 'Services de référencement à Trois-Rivières qui génèrent des résultats',
  subtitle:
    'Attirez plus de clients en Mauricie grâce à un référencement bilingue propulsé par l’intelligence artificielle.',
  primaryAction: link('Obtenez votre audit SEO gratuit', '/contact'),
  secondaryAction: link('Voir les forfaits', '/pricing'),
  trustLine: 'Plus de 1 200 entreprises canadiennes nous font confiance',
};

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
  parameters: frenchArgs({
    eyebrow: 'SEO à Toronto',
    headline: 'Des services de référencement à Toronto qui donnent des résultats',
    subtitle:
      'Joignez plus de clients dans la région du Grand Toronto grâce au référencement local propulsé par l’IA.',
    primaryAction: link('Obtenir mon audit SEO gratuit pour Toronto', '/fr/nous-joindre'),
    secondaryAction: undefined,
    trustLine: undefined,
  }),
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
  parameters: frenchArgs({
    headline:
      'Référencement propulsé par l’IA, optimisation pour les moteurs de réponse et optimisation pour les moteurs génératifs pour les entreprises canadiennes ambitieuses',
  }),
});

export const French = meta.story({
  name: 'French copy',
  args: { lang: 'fr-CA', ...troisRivieres },
  // Already French: the same copy in the French pass, not the meta's.
  parameters: frenchArgs(troisRivieres),
});

/** The home page's hero: the answer panel beside the text at desktop width, under it on phones. */
export const WithAnswerPanel = meta.story({
  name: 'With answer panel',
  args: {
    tone: 'inverse',
    headline: 'Be the Answer Canadians Find — on Google and in AI Search',
    aside: <AnswerPanel {...answerPanelEnglish} sample />,
  },
  parameters: frenchArgs({
    headline: 'Soyez la réponse que trouvent les Canadiens, sur Google comme dans les outils d’IA',
    aside: <AnswerPanel {...answerPanelFrench} sample />,
  }),
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
