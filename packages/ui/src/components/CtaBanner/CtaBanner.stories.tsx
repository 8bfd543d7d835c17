import preview from '../../stories-support/preview';
import { fn } from 'storybook/test';
import { CtaBanner } from './CtaBanner';
import { ctaBannerPropDefs } from './CtaBanner.props';
import { argTypesFrom } from '../../stories-support/propDocs';
import { frenchArgs } from '../../stories-support/french';
import { link } from '../../stories-support/text';
import { framed } from '../../stories-support/decorators';
import { expectHeading, expectLinks, pressCalls } from '../../stories-support/play';

const meta = preview.meta({
  title: 'Marketing/CtaBanner',
  component: CtaBanner,
  args: {
    heading: 'Ready to Dominate Canadian Search Results?',
    text: 'Get a free SEO audit and a custom strategy for your business within 24 hours.',
    primaryAction: link('Get Your Free SEO Audit', '/contact'),
  },
  parameters: {
    layout: 'fullscreen',
    ...frenchArgs({
      heading: 'Prêt à dominer les résultats de recherche au Canada?',
      text: 'Obtenez un audit SEO gratuit et une stratégie sur mesure pour votre entreprise en 24 heures.',
      primaryAction: link('Obtenir mon audit SEO gratuit', '/fr/nous-joindre'),
    }),
  },
  argTypes: argTypesFrom(ctaBannerPropDefs),
  decorators: [framed({ maxWidth: '72rem', margin: '0 auto', padding: '1.5rem 1rem' })],
});

export const FreeAudit = meta.story({
  name: 'Free audit',
  play: async ({ canvas }) => {
    await expectHeading(canvas, 'Ready to Dominate Canadian Search Results?', 2);
    await expectLinks(canvas, [['Get Your Free SEO Audit', '/contact']]);
  },
});

export const ActionButton = meta.story({
  name: 'Free audit as a button action',
  args: { primaryAction: { label: 'Get Your Free SEO Audit', onAction: fn() } },
  parameters: frenchArgs({
    primaryAction: { label: 'Obtenir mon audit SEO gratuit', onAction: fn() },
  }),
  play: async ({ canvas, args }) => {
    const action = args.primaryAction;
    if (!action?.onAction) throw new Error('expected a button action');
    await pressCalls(canvas, 'Get Your Free SEO Audit', action.onAction);
  },
});

export const CityClosingBanner = meta.story({
  name: 'City closing banner',
  args: {
    tone: 'inverse',
    heading: 'Ready to Grow Your Toronto Business?',
    text: 'Join the Toronto businesses already ranking higher with AI-powered SEO.',
    primaryAction: link('Get Your Free Audit', '/contact'),
    secondaryAction: link('View Toronto Packages', '/pricing'),
  },
  parameters: frenchArgs({
    heading: 'Prêt à faire croître votre entreprise torontoise?',
    text: 'Joignez-vous aux entreprises de Toronto qui se classent déjà plus haut grâce au SEO propulsé par l’IA.',
    primaryAction: link('Obtenir mon audit gratuit', '/fr/nous-joindre'),
    secondaryAction: link('Voir les forfaits pour Toronto', '/fr/forfaits'),
  }),
  play: async ({ canvas }) => {
    await expectLinks(canvas, [
      ['Get Your Free Audit', '/contact'],
      ['View Toronto Packages', '/pricing'],
    ]);
  },
});

export const Muted = meta.story({
  name: 'Muted tone',
  args: {
    tone: 'muted',
    secondaryAction: link('View Pricing Plans', '/pricing'),
  },
  parameters: frenchArgs({ secondaryAction: link('Voir les forfaits', '/fr/forfaits') }),
});

/** A French banner from the start: the same copy in both passes. */
const troisRivieres = {
  heading: 'Prêt à faire croître votre entreprise à Trois-Rivières?',
  text: 'Obtenez un audit SEO gratuit et une stratégie bilingue sur mesure en 24 heures.',
  primaryAction: link('Obtenez votre audit SEO gratuit', '/contact'),
  secondaryAction: link('Voir les forfaits pour Trois-Rivières', '/pricing'),
};

export const French = meta.story({
  name: 'French copy',
  args: { lang: 'fr-CA', ...troisRivieres },
  parameters: frenchArgs(troisRivieres),
});
