import preview from '../../stories-support/preview';
import { fn } from 'storybook/test';
import { CtaBanner } from './CtaBanner';
import { link } from '../../stories-support/text';
import { framed } from '../../stories-support/decorators';
import { expectHeading, expectLinks, pressCalls } from '../../stories-support/play';

const meta = preview.meta({
  title: 'Marketing/CtaBanner',
  component: CtaBanner,
  parameters: { layout: 'fullscreen' },
  args: {
    heading: 'Ready to Dominate Canadian Search Results?',
    text: 'Get a free SEO audit and a custom strategy for your business within 24 hours.',
    primaryAction: link('Get Your Free SEO Audit', '/contact'),
  },
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
});

export const French = meta.story({
  name: 'French copy',
  args: {
    lang: 'fr-CA',
    heading: 'Prêt à faire croître votre entreprise à Trois-Rivières?',
    text: 'Obtenez un audit SEO gratuit et une stratégie bilingue sur mesure en 24 heures.',
    primaryAction: link('Obtenez votre audit SEO gratuit', '/contact'),
    secondaryAction: link('Voir les forfaits pour Trois-Rivières', '/pricing'),
  },
});
