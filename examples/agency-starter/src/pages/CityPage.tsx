import { CityHero } from '@northbeam/ui';
import { findCity } from '../content.js';
import { NotFoundPage } from './NotFoundPage.js';

export function CityPage({ slug }: { slug: string }) {
  const city = findCity(slug);
  if (!city) return <NotFoundPage />;
  return (
    <CityHero
      eyebrow={city.province}
      headline={city.headline}
      subtitle={city.subtitle}
      ctaLabel={`Book a free ${city.name} search review`}
      ctaHref="/contact"
      bilingualLine={{ text: city.irishLine, lang: 'ga' }}
      stats={city.stats}
    />
  );
}
