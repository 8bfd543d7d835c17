import { CityHero } from '@northbeam/ui';
import { copy, findCity } from '../content.js';
import { NotFoundPage } from './NotFoundPage.js';

export function CityPage({ slug }: { slug: string }) {
  const city = findCity(slug);
  if (!city) return <NotFoundPage />;
  return (
    <CityHero
      eyebrow={city.province}
      headline={city.headline}
      subtitle={city.subtitle}
      ctaLabel={copy.city.cta(city.name)}
      ctaHref="/contact"
      bilingualLine={{ text: city.irishLine, lang: 'ga' }}
      stats={city.stats}
    />
  );
}
