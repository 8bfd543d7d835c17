import preview from '../../stories-support/preview';
import { expect, within } from 'storybook/test';
import { InfoCard } from './InfoCard';
import { infoCardPropDefs } from './InfoCard.props';
import { cardGrid, expectCards } from '../../stories-support/cards';
import { cardWidth } from '../../stories-support/decorators';
import { frenchArgs } from '../../stories-support/french';
import { argTypesFrom } from '../../stories-support/propDocs';
import {
  avantages,
  benefits,
  problemes,
  problems,
  service,
  serviceFr,
  services,
  servicesFr,
  valeurs,
  values,
} from '../../stories-support/infoCards';

const meta = preview.meta({
  title: 'Content/InfoCard',
  component: InfoCard,
  argTypes: argTypesFrom(infoCardPropDefs),
});

// Each variant's card at the width a page gives it (`cardWidth`: one card, then a grid of them).
const benefitWidth = [cardWidth(400, 1200)];
const valueWidth = [cardWidth(380, 1200)];
const problemWidth = [cardWidth(480, 1100)];
const serviceWidth = [cardWidth(420, 1200)];

export const Benefit = meta.story({
  name: 'Benefit',
  args: {
    icon: 'mic',
    title: 'Win Voice Search',
    description:
      '58% of consumers use voice search daily. AEO structures your content so assistants read your answer aloud.',
  },
  parameters: frenchArgs({
    title: 'Gagner la recherche vocale',
    description:
      '58 % des consommateurs utilisent la recherche vocale chaque jour. L’AEO structure votre contenu pour que les assistants lisent votre réponse à voix haute.',
  }),
  decorators: benefitWidth,
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Win Voice Search' });
    await expect(within(card).queryByText('The Result')).toBeNull();
  },
});

export const BenefitWithResult = meta.story({
  name: 'Benefit with result',
  args: {
    icon: 'bolt',
    title: 'Real-Time Optimization',
    description:
      'Our models process more than 10,000 data points per second and adjust your strategy as search changes.',
    box: 'Ranking improvements 73% faster than manual SEO.',
  },
  parameters: frenchArgs({
    title: 'Optimisation en temps réel',
    description:
      'Nos modèles traitent plus de 10 000 données par seconde et ajustent votre stratégie au fil des changements de la recherche.',
    box: 'Des gains de classement 73 % plus rapides qu’avec le SEO manuel.',
  }),
  decorators: benefitWidth,
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Real-Time Optimization' });
    await expect(within(card).getByText('The Result')).toBeVisible();
    await expect(within(card).getByText(/73% faster/)).toBeVisible();
  },
});

export const SixBenefitsGrid = meta.story({
  name: 'Six benefits in a grid',
  ...cardGrid(InfoCard, [1, 2, 3], benefits, avantages),
  decorators: benefitWidth,
});

export const Value = meta.story({
  args: values[0],
  parameters: frenchArgs(valeurs[0]!),
  decorators: valueWidth,
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Results First' });
    await expect(card).toHaveTextContent('real business outcomes');
  },
});

export const ThreeValuesGrid = meta.story({
  name: 'Three values in a grid',
  ...cardGrid(InfoCard, [1, 1, 3], values, valeurs),
  decorators: valueWidth,
});

export const Problem = meta.story({
  args: {
    variant: 'problem',
    title: 'Manual SEO Cannot Keep Up',
    description:
      'Search algorithms change thousands of times a year. Human teams reviewing spreadsheets react weeks too late.',
    box: 'By the time a manual audit is finished, your competitors have already captured the new rankings.',
  },
  parameters: frenchArgs({
    title: 'Le SEO manuel ne suit plus',
    description:
      'Les algorithmes de recherche changent des milliers de fois par année. Une équipe qui épluche des tableurs réagit des semaines trop tard.',
    box: 'Le temps de terminer un audit manuel, vos concurrents ont déjà pris les nouvelles positions.',
  }),
  decorators: problemWidth,
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Manual SEO Cannot Keep Up' });
    await expect(within(card).getByText('The Reality')).toBeVisible();
  },
});

export const FourProblemsGrid = meta.story({
  name: 'Four problems grid',
  ...cardGrid(InfoCard, [1, 2, 2], problems, problemes),
  decorators: problemWidth,
  play: async ({ canvas }) => {
    await expectCards(canvas, 4);
    await expect(canvas.getAllByText('The Reality')).toHaveLength(4);
  },
});

export const Service = meta.story({
  name: 'Service',
  args: service,
  parameters: frenchArgs(serviceFr),
  decorators: serviceWidth,
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'AI-Powered SEO Optimization' });
    await expect(within(card).getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
});

export const ServiceLongFrenchText = meta.story({
  name: 'Service, long French text',
  args: {
    variant: 'service',
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
  decorators: serviceWidth,
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(card).toHaveAttribute('lang', 'fr-CA');
  },
});

export const ServiceWithAction = meta.story({
  name: 'Service with action',
  args: { ...service, action: { label: 'Get Started', href: '/contact' } },
  parameters: frenchArgs({
    ...serviceFr,
    action: { label: 'Commencer', href: '/fr/nous-joindre' },
  }),
  decorators: serviceWidth,
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', {
      name: /^Get Started\s*: AI-Powered SEO Optimization$/,
    });
    await expect(link).toHaveAttribute('href', '/contact');
  },
});

export const SixServicesGrid = meta.story({
  name: 'Six services grid',
  ...cardGrid(InfoCard, [1, 2, 3], services, servicesFr),
  decorators: serviceWidth,
});
