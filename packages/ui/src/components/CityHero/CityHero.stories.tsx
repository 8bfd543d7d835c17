import preview from '../../stories-support/preview';
import { expect } from 'storybook/test';
import { CityHero, type CityHeroProps } from './CityHero';
import { frenchArgs } from '../../stories-support/french';
import { figures } from '../../stories-support/figures';
import { expectHeading, expectLink, expectVisibleTexts } from '../../stories-support/play';

// French figures the fr-CA way: a no-break space groups thousands and precedes %.
const frNumber = new Intl.NumberFormat('fr-CA');
const frPercent = new Intl.NumberFormat('fr-CA', { style: 'percent' });
const plus = (count: number) => `Plus de ${frNumber.format(count)}`;

const meta = preview.meta({
  title: 'Cities/CityHero',
  component: CityHero,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Toronto, Ontario',
    headline: 'Toronto SEO Services That Dominate Search',
    subtitle:
      'AI-powered SEO, AEO and GEO for businesses across the Greater Toronto Area. Outrank competitors on Google, ChatGPT and voice search.',
    ctaLabel: 'Get Your Free Toronto SEO Audit',
    stats: figures({
      Population: '2.9M+',
      'Metro Area': '6.7M+',
      Businesses: '450K+',
      'Top Industries': 'Finance, Tech, Media',
    }),
  },
});

export const Toronto = meta.story({
  // Per story, not on the meta: a meta's French args would also cover the French story's own.
  parameters: frenchArgs<CityHeroProps>({
    eyebrow: 'Toronto (Ontario)',
    headline: 'Des services de référencement qui dominent la recherche à Toronto',
    subtitle:
      'SEO, AEO et GEO propulsés par l’IA pour les entreprises de la région du Grand Toronto. Devancez vos concurrents sur Google, dans ChatGPT et en recherche vocale.',
    ctaLabel: 'Obtenez votre audit SEO gratuit à Toronto',
    stats: figures({
      Population: plus(2_900_000),
      'Région métropolitaine': plus(6_700_000),
      Entreprises: plus(450_000),
      'Principaux secteurs': 'Finance, technologie, médias',
    }),
  }),
  play: async ({ canvas }) => {
    await expectHeading(canvas, 'Toronto SEO Services That Dominate Search', 1);
    await expectLink(canvas, 'Get Your Free Toronto SEO Audit', '/contact');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
});

export const TroisRivieresBilingual = meta.story({
  name: 'Trois-Rivières bilingual',
  args: {
    eyebrow: 'Trois-Rivières, Québec',
    headline: 'Trois-Rivières SEO Services',
    subtitle:
      'Bilingual search optimisation for Mauricie businesses, from the downtown core to Cap-de-la-Madeleine.',
    bilingualLine: {
      lang: 'fr-CA',
      text: 'Référencement bilingue pour les entreprises de la Mauricie — en français et en anglais.',
    },
    ctaLabel: 'Get Your Free Trois-Rivières SEO Audit',
    stats: figures({
      Population: '135K+',
      'Metro Area': '155K+',
      'Agriculture Focus': 'University Hub',
      'Top Industries': 'Agriculture, Manufacturing, Technology',
    }),
  },
  // In French the page is French and the other language's line is the English one.
  parameters: frenchArgs<CityHeroProps>({
    eyebrow: 'Trois-Rivières (Québec)',
    headline: 'Services de référencement à Trois-Rivières',
    subtitle:
      'Du référencement bilingue pour les entreprises de la Mauricie, du centre-ville jusqu’au Cap-de-la-Madeleine.',
    bilingualLine: {
      lang: 'en-CA',
      text: 'Bilingual SEO for Mauricie businesses, in French and English.',
    },
    ctaLabel: 'Obtenez votre audit SEO gratuit à Trois-Rivières',
    stats: figures({
      Population: plus(135_000),
      'Région métropolitaine': plus(155_000),
      'Pôle agricole': 'Ville universitaire',
      'Principaux secteurs': 'Agriculture, fabrication, technologie',
    }),
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Référencement bilingue/)).toHaveAttribute('lang', 'fr-CA');
    await expectVisibleTexts(canvas, [
      '135K+',
      '155K+',
      'University Hub',
      'Agriculture, Manufacturing, Technology',
    ]);
  },
});

/** A French page with an English line and one stat card kept in English, each tagged. */
export const QuebecCityFrench = meta.story({
  name: 'Quebec City French',
  args: {
    lang: 'fr-CA',
    eyebrow: 'Québec (Québec)',
    headline: 'Référencement web bilingue à Québec',
    subtitle:
      'Nous aidons les entreprises de Québec à se positionner en français et en anglais, sur Google comme dans les moteurs de réponse.',
    bilingualLine: {
      lang: 'en-CA',
      text: 'Bilingual French and English SEO for Quebec City businesses.',
    },
    ctaLabel: 'Obtenir mon audit SEO gratuit',
    stats: [
      ...figures({
        Population: `${frNumber.format(545_000)}+`,
        'Région métropolitaine': `${frNumber.format(835_000)}+`,
        'Emplois du secteur public': frPercent.format(0.25),
      }),
      { label: 'Government Sector', value: 'Capital City', lang: 'en-CA' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveAttribute('lang', 'fr-CA');
    await expect(canvas.getByText(/^Bilingual French/)).toHaveAttribute('lang', 'en-CA');
    await expect(canvas.getByText('Government Sector').closest('li')).toHaveAttribute(
      'lang',
      'en-CA',
    );
    await expect(canvas.getByText('Population').closest('li')).not.toHaveAttribute('lang');
  },
});

export const VeryLongCityName = meta.story({
  name: 'Very long city name',
  args: {
    eyebrow: 'Sainte-Anne-de-la-Pérade, Québec',
    headline: 'Sainte-Anne-de-la-Pérade and Cap-de-la-Madeleine SEO Services',
    subtitle:
      'Local search optimisation for businesses along the St. Lawrence between Trois-Rivières and Québec City.',
    ctaLabel: 'Get Your Free Sainte-Anne-de-la-Pérade SEO Audit',
    stats: figures({
      Population: '2K+',
      'Metro Area': '155K+',
      'Tourism Focus': 'Ice Fishing Capital',
      'Top Industries': 'Tourism, Agriculture, Forestry and Wood Products',
    }),
  },
  parameters: frenchArgs<CityHeroProps>({
    eyebrow: 'Sainte-Anne-de-la-Pérade (Québec)',
    headline: 'Services de référencement à Sainte-Anne-de-la-Pérade et au Cap-de-la-Madeleine',
    subtitle:
      'Du référencement local pour les entreprises riveraines du Saint-Laurent, entre Trois-Rivières et Québec.',
    ctaLabel: 'Obtenez votre audit SEO gratuit à Sainte-Anne-de-la-Pérade',
    stats: figures({
      Population: plus(2_000),
      'Région métropolitaine': plus(155_000),
      'Pôle touristique': 'Capitale de la pêche blanche',
      'Principaux secteurs': 'Tourisme, agriculture, foresterie et produits du bois',
    }),
  }),
});
