import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pricingPage } from '../app/content/fr/pricing';
import { site } from '../app/content/site';
import { frTypographyProblems } from '../app/lib/frenchTypography';
import { clientDir } from './builtSite';
import { englishWordsIn } from './frenchEdition';

/*
 * What the French Markdown twins say that the English ones do not: written from content/fr, with
 * the connecting words in Quebec French (app/machine/twinTexts.ts), figures the fr-CA way, Quebec
 * spacing, and links to the French pages.
 */

const built = (file: string) => readFileSync(path.join(clientDir, file), 'utf8');
const nbsp = '\u00a0';
const frenchTwins = [...built('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)]
  .map((match) => new URL(match[1]!).pathname)
  .filter((route) => route === '/fr' || route.startsWith('/fr/'))
  .map((route) => ({ route, markdown: built(`${route.slice(1)}.md`) }));

/**
 * A twin's reading text: without link targets, code spans, single-star italics (the articles' terms
 * in another language, `<i lang="en-CA">` on the page: Markdown has no language mark) and the
 * offices' street addresses (English street names, `lang="en-CA"` on the French contact page).
 */
const prose = (markdown: string) =>
  markdown
    .replace(/\]\([^)]+\)/g, ']')
    .replace(/https:\/\/\S+/g, '')
    .replace(/`[^`]*`/g, '')
    .replace(/(?<!\*)\*[^*\n]+\*(?!\*)/g, '')
    .split('\n')
    .filter((line) => !site.offices.some((office) => line.includes(office.street)))
    .join('\n');

describe('the French Markdown twins', () => {
  it('exist for the 42 French pages and link only to French pages, but for their English twin', () => {
    expect(frenchTwins).toHaveLength(42);
    for (const { route, markdown } of frenchTwins) {
      const links = [...markdown.matchAll(/\]\((https:\/\/[^)]+)\)/g)].map((match) => match[1]!);
      for (const link of links) {
        const { origin, pathname } = new URL(link);
        if (origin !== site.origin) continue;
        expect(pathname === '/fr' || pathname.startsWith('/fr/'), `${route} links ${link}`).toBe(
          true,
        );
      }
      expect(markdown, route).toMatch(/\nVersion anglaise\u00a0: https:\/\/\S+\.md\n/);
    }
  });

  it('are French: no English word outside names, brands and the offices’ street addresses', () => {
    for (const { route, markdown } of frenchTwins)
      expect(englishWordsIn(prose(markdown)), route).toEqual([]);
  });

  it('follow Quebec typography: no-break spaces before « : », « % », « $ », fr-CA figures', () => {
    for (const { route, markdown } of frenchTwins) {
      for (const line of prose(markdown).split('\n').filter(Boolean))
        expect(frTypographyProblems(line), `${route}: ${line}`).toEqual([]);
    }
  });

  it('write the plans with both periods in fr-CA, the add-ons per month, taxes and the FAQ', () => {
    const markdown = built('fr/forfaits.md');
    expect(markdown).toContain(
      `1${nbsp}997${nbsp}$/mois, ou 1${nbsp}697${nbsp}$/mois (facturé annuellement) (15${nbsp}% de rabais)`,
    );
    expect(markdown).toContain(`### Entreprise sur mesure\n\nPrix sur demande\n`);
    expect(markdown).toContain(
      `**Gestion de la publicité au coût par clic**${nbsp}: 1${nbsp}497${nbsp}$/mois.`,
    );
    expect(markdown).toContain(
      'Tous les prix sont en dollars canadiens, avant les taxes applicables.',
    );
    for (const item of pricingPage.faq)
      expect(markdown).toContain(`### ${item.question}\n\n${item.answer}`);
  });

  it('write an article with its French byline, code as code and the English term in italics', () => {
    const markdown = built('fr/blogue/1.md');
    expect(markdown).toContain(
      `Par Sarah Chen, Fondatrice et présidente-directrice générale. Publié le 15 décembre 2024 (2024-12-15). Catégorie${nbsp}: AEO.`,
    );
    expect(markdown).toContain('`FAQPage`, `HowTo` et `LocalBusiness`');
    expect(markdown).toContain('*answer engine optimization*');
  });

  it('write the contact form’s place, the AEO examples and a legal date in French', () => {
    expect(built('fr/nous-joindre.md')).toContain(
      `Remplissez le formulaire de [la page Nous joindre](${site.origin}/fr/nous-joindre).`,
    );
    expect(built('fr/pourquoi-aeo-essentiel.md')).toMatch(
      /Recherche classique\u00a0: «\u00a0[^»]+\u00a0»\. Moteur de réponse\u00a0: «/,
    );
    expect(built('fr/confidentialite.md')).toContain(`Dernière mise à jour${nbsp}: 3 janvier 2025`);
  });

  it('list the cities by their French names and provinces on the home page’s twin', () => {
    const markdown = built('fr.md');
    expect(markdown).toContain(`[Montréal](${site.origin}/fr/referencement-montreal), Québec\n`);
    expect(markdown).toContain(
      `[Vancouver](${site.origin}/fr/referencement-vancouver), Colombie-Britannique\n`,
    );
  });
});
