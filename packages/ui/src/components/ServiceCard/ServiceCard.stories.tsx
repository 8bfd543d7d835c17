import preview from '../../stories-support/preview';
import { expect, within } from 'storybook/test';
import { ServiceCard } from './ServiceCard';
import { cardGrid, expectCards } from '../../stories-support/cards';
import { cardWidth } from '../../stories-support/decorators';
import { frenchArgs } from '../../stories-support/french';

/** The meta's sample content in French. */
const frenchMeta = {
  title: 'Optimisation SEO propulsée par l’IA',
  description:
    'L’apprentissage automatique trouve les mots-clés, les lacunes de contenu et les correctifs techniques qui font grimper vos classements le plus vite.',
  features: [
    'Recherche et regroupement de mots-clés par IA',
    'Analyse prédictive des classements',
    'Audits techniques automatisés',
    'Optimisation du contenu à grande échelle',
    'Surveillance des écarts avec vos concurrents',
  ],
};

const meta = preview.meta({
  title: 'Marketing/ServiceCard',
  component: ServiceCard,
  args: {
    icon: 'sparkle' as const,
    title: 'AI-Powered SEO Optimization',
    description:
      'Machine learning finds the keywords, content gaps and technical fixes that move your rankings fastest.',
    features: [
      'AI keyword research and clustering',
      'Predictive ranking analysis',
      'Automated technical audits',
      'Content optimization at scale',
      'Competitor gap monitoring',
    ],
  },
  parameters: frenchArgs(frenchMeta),
  decorators: [cardWidth(420, 1200)],
});

export const AiPoweredSeo = meta.story({
  name: 'AI-powered SEO optimization',
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'AI-Powered SEO Optimization' });
    await expect(within(card).getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
});

export const LongFrenchText = meta.story({
  name: 'Long French text',
  args: {
    lang: 'fr-CA',
    icon: 'globe',
    title: 'Référencement local bilingue pour les entreprises québécoises',
    description:
      'Nous optimisons votre présence dans les résultats de recherche en français et en anglais, de Montréal à Trois-Rivières, avec une stratégie adaptée à chaque marché régional.',
    features: [
      'Optimisation de votre fiche d’établissement Google en français et en anglais',
      'Recherche de mots-clés régionaux et expressions propres au Québec',
      'Inscriptions dans les annuaires d’entreprises canadiens et québécois',
      'Gestion des avis clients et des réponses bilingues',
      'Rapports mensuels détaillés sur le positionnement local',
    ],
    action: { label: 'Demander un audit gratuit', href: '/contact' },
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(card).toHaveAttribute('lang', 'fr-CA');
  },
});

export const WithAction = meta.story({
  name: 'With action',
  args: { action: { label: 'Get Started', href: '/contact' } },
  parameters: frenchArgs({ action: { label: 'Commencer', href: '/fr/nous-joindre' } }),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', {
      name: /^Get Started\s*: AI-Powered SEO Optimization$/,
    });
    await expect(link).toHaveAttribute('href', '/contact');
  },
});

/** The services page's six services, each with the sample description and features. */
const services = (
  [
    ['sparkle', 'AI-Powered SEO Optimization'],
    ['chat', 'Answer Engine Optimization (AEO)'],
    ['bolt', 'Generative Engine Optimization (GEO)'],
    ['mapPin', 'Local Canadian SEO'],
    ['code', 'Technical SEO Audits'],
    ['pen', 'Content Strategy & Creation'],
  ] as const
).map(([icon, title]) => ({
  ...meta.input.args,
  icon,
  title,
  action: { label: 'Learn More', href: '/contact' },
}));

const servicesFr = (
  [
    ['sparkle', 'Optimisation SEO propulsée par l’IA'],
    ['chat', 'Optimisation pour les moteurs de réponse (AEO)'],
    ['bolt', 'Optimisation pour les moteurs génératifs (GEO)'],
    ['mapPin', 'SEO local au Canada'],
    ['code', 'Audits SEO techniques'],
    ['pen', 'Stratégie et création de contenu'],
  ] as const
).map(([icon, title]) => ({
  ...meta.input.args,
  ...frenchMeta,
  icon,
  title,
  action: { label: 'En savoir plus', href: '/fr/nous-joindre' },
}));

export const SixServicesGrid = meta.story({
  name: 'Six services grid',
  ...cardGrid(ServiceCard, [1, 2, 3], services, servicesFr),
  play: async ({ canvas }) => {
    await expectCards(canvas, 6);
  },
});
