import { describe, expect, it } from 'vitest';
import { about } from '../app/content/about';
import { about as frAbout } from '../app/content/fr/about';
import { cities } from '../app/content/cities';
import { nearestOffice } from '../app/content/cityLocal';
import { frCityBySlug } from '../app/content/fr/cities';
import { frenchCityPath } from '../app/content/routeTwins';
import { frText } from '../app/lib/frText';
import { mainText, readRoute } from './builtSite';

// Issue 30: each city page names the agency's nearest office with its address, the person who
// leads the clients there (as the about page presents them), and the city's own questions.

const cityNamed = (slug: string) => cities.find((city) => city.slug === slug)!;

describe('the nearest office', () => {
  it('is the closest one as the crow flies', () => {
    const officeOf = (slug: string) => nearestOffice(cityNamed(slug)).office.city;
    expect(officeOf('ottawa-seo')).toBe('Montréal');
    expect(officeOf('halifax-seo')).toBe('Montréal');
    expect(officeOf('winnipeg-seo')).toBe('Toronto');
    expect(officeOf('regina-seo')).toBe('Vancouver');
    expect(officeOf('kingston-seo')).toBe('Toronto');
    expect(nearestOffice(cityNamed('toronto-seo')).km).toBeLessThan(5);
  });
});

describe.each(cities.map((city) => [city.slug, city] as const))('/%s and its twin', (_, city) => {
  const { office, lead } = nearestOffice(city);
  it('name the office, its address and the region’s lead, in each language', () => {
    const editions = [
      { route: `/${city.slug}`, french: city.lang === 'fr-CA' },
      { route: frenchCityPath(city.slug), french: true },
    ];
    for (const { route, french } of editions) {
      const text = mainText(readRoute(route));
      expect(text, route).toContain(office.street);
      expect(text, route).toContain(office.postalCode);
      const member = (french ? frAbout : about).team.find((person) => person.name === lead)!;
      expect(text, route).toContain(member.name);
      expect(text, route).toContain(french ? frText(member.role) : member.role);
      expect(text, route).toContain(french ? 'Notre bureau le plus proche' : 'Your Nearest Office');
    }
  });

  it('answer three questions of their own', () => {
    const local = city.lang === 'fr-CA' ? city.fr.local : city.local;
    const french = frCityBySlug(city.slug)!.fr.local;
    const pages = [
      [`/${city.slug}`, local, city.lang === 'fr-CA'],
      [frenchCityPath(city.slug), french, true],
    ] as const;
    for (const [route, { faq }, inFrench] of pages) {
      const text = mainText(readRoute(route));
      expect(faq, route).toHaveLength(3);
      for (const { question } of faq)
        expect(text, route).toContain(inFrench ? frText(question) : question);
    }
  });
});

it('marks an address written in the other language with its language', () => {
  expect(readRoute('/ottawa-seo')).toMatch(
    /<address[^>]* lang="fr-CA">1250 boulevard René-Lévesque/,
  );
  expect(readRoute('/fr/referencement-sudbury')).toMatch(
    /<address[^>]* lang="en-CA">100 King Street/,
  );
});
