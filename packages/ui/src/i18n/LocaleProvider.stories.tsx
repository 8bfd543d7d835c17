import preview from '../stories-support/preview';
import { expect } from 'storybook/test';
import { LoadingStatus } from '../components/LoadingStatus/LoadingStatus';
import { PlanCard } from '../components/PlanCard/PlanCard';
import { Stack } from '../primitives/layout';
import { enCA } from './en-CA';
import { frCA } from './fr-CA';
import { LocaleProvider } from './LocaleProvider';

const meta = preview.meta({
  title: 'Foundations/LocaleProvider',
  component: LocaleProvider,
  args: { locale: 'fr-CA', texts: frCA, children: null },
});

const card = (
  <Stack space="md">
    <LoadingStatus />
    <PlanCard
      name="Professionnel"
      features={['Local SEO']}
      price={{ amount: 1997, periodText: '/mois' }}
      href="/fr/connexion"
      popular
      headingLevel={3}
    />
  </Stack>
);

/** The fr-CA pack's words and Quebec figures (« 1 997 $ ») for every component inside. */
export const QuebecFrench = meta.story({
  render: (args) => (
    <LocaleProvider locale={args.locale} texts={args.texts}>
      {card}
    </LocaleProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement…');
    await expect(canvas.getByText('Le plus populaire')).toBeVisible();
    // French typography: no-break spaces between the thousands and before the dollar sign.
    await expect(canvas.getByText(/^1\s997\s\$$/).textContent).toBe('1\u00a0997\u00a0$');
    await expect(
      canvas.getByRole('link', { name: 'Commencer\u00a0: Professionnel' }),
    ).toBeVisible();
  },
});

/** An agency's own pack for a language the library does not ship (here, a German loading text). */
export const AgencyPack = meta.story({
  args: { locale: 'de-CA', texts: { ...enCA, LoadingStatus: { label: 'Wird geladen …' } } },
  render: (args) => (
    <LocaleProvider locale={args.locale} texts={args.texts}>
      <LoadingStatus />
    </LocaleProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Wird geladen …');
  },
});
