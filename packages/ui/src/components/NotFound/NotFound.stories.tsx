import preview from '../../stories-support/preview';
import { NotFound } from './NotFound';
import { frenchArgs } from '../../stories-support/french';
import { expectHeading, expectLink } from '../../stories-support/play';

const meta = preview.meta({
  title: 'Pages/NotFound',
  component: NotFound,
  parameters: { layout: 'fullscreen' },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expectHeading(canvas, 'Oops! Page not found', 1);
    await expectLink(canvas, 'Return to Home', '/');
  },
});

export const WithExplanation = meta.story({
  name: 'With explanation',
  args: { text: 'The page you are looking for may have moved, or the address may be mistyped.' },
  parameters: frenchArgs({
    text: 'La page que vous cherchez a peut-être été déplacée, ou l’adresse contient une erreur.',
  }),
});

export const French = meta.story({
  name: 'French copy',
  args: {
    lang: 'fr-CA',
    heading: 'Oups! Page introuvable',
    text: 'La page que vous cherchez a peut-être été déplacée.',
    homeLabel: 'Retour à l’accueil',
  },
  play: async ({ canvas }) => {
    await expectLink(canvas, 'Retour à l’accueil', '/');
  },
});
