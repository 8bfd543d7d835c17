import { readFileSync } from 'node:fs';
import path from 'node:path';
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { describe, expect, it } from 'vitest';
import { about } from '../app/content/about';
import { articles } from '../app/content/blog';
import { plans } from '../app/content/plans';
import { addons } from '../app/content/pricing';
import { site } from '../app/content/site';
import { clientDir, htmlFile, jsonLdOf, readRoute } from './builtSite';

/*
 * Every built page's structured data under Google's rich-result rules as
 * @adobe/structured-data-validator checks them (no error, no warning), and what the JSON-LD must
 * say: prices with their period and taxes excluded, article authors from /about, each office.
 * (The validator's schema.org vocabulary check needs schema.org's JSON-LD file, fetched from
 * schema.org, which the tests do not download; schema-dts types hold the vocabulary at compile
 * time instead.)
 */

const sitemap = readFileSync(path.join(clientDir, 'sitemap.xml'), 'utf8');
const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (match) => new URL(match[1]!).pathname,
);

type Node = Record<string, unknown>;
const nodesOf = (route: string, type: string) =>
  jsonLdOf(readRoute(route)).filter((node) => node['@type'] === type) as Node[];

describe('structured data', () => {
  it('passes the validator with no error and no warning on every page', async () => {
    // Both editions: 42 English pages and their 42 French twins.
    expect(routes.length).toBe(84);
    const validator = new Validator();
    const found: string[] = [];
    for (const route of [...routes, '/404', '/fr/404']) {
      const html = readFileSync(htmlFile(route), 'utf8');
      const extracted = new WebAutoExtractor({
        addLocation: true,
        embedSource: ['rdfa', 'microdata'],
      }).parse(html);
      const issues = (await validator.validate(extracted)) as {
        severity: string;
        issueMessage: string;
      }[];
      found.push(...issues.map((issue) => `${route}: ${issue.severity} ${issue.issueMessage}`));
    }
    expect(found).toEqual([]);
  });

  it('prices every plan and add-on per month, monthly and annually, in CAD, taxes excluded', () => {
    const [catalogue] = nodesOf('/pricing', 'OfferCatalog');
    const offers = catalogue!.itemListElement as Node[];
    const priced = plans.filter((plan) => plan.monthlyPrice !== null);
    expect(offers.map((offer) => offer.name)).toEqual([
      ...priced.map((plan) => plan.name),
      ...addons.map((addon) => addon.name),
    ]);
    const professional = offers.find((offer) => offer.name === 'Professional')!;
    expect(professional.priceSpecification).toEqual([
      expect.objectContaining({
        '@type': 'UnitPriceSpecification',
        price: 1997,
        priceCurrency: 'CAD',
        valueAddedTaxIncluded: false,
        unitText: 'month',
        referenceQuantity: expect.objectContaining({ value: 1, unitCode: 'MON' }),
        billingDuration: 'P1M',
      }),
      expect.objectContaining({
        price: 1697,
        priceCurrency: 'CAD',
        valueAddedTaxIncluded: false,
        billingDuration: 'P12M',
      }),
    ]);
    for (const offer of offers) {
      for (const spec of offer.priceSpecification as Node[]) {
        expect(spec.valueAddedTaxIncluded, String(offer.name)).toBe(false);
        expect(spec.billingDuration, String(offer.name)).toBeDefined();
      }
    }
  });

  it('credits each article to a team member of /about, with both dates', () => {
    const people = nodesOf('/about', 'Person');
    expect(people.map((person) => person.name)).toEqual(about.team.map((member) => member.name));
    for (const article of articles) {
      const [post] = nodesOf(`/blog/${article.id}`, 'BlogPosting');
      const author = post!.author as Node;
      expect(author['@type']).toBe('Person');
      expect(author.name).toBe(article.author);
      expect(people.map((person) => person['@id'])).toContain(author['@id']);
      expect(post!.datePublished).toBe(article.dateTime);
      expect(post!.dateModified).toBe(article.dateModified);
    }
  });

  it('describes each office as a ProfessionalService with its address and area served', () => {
    const offices = nodesOf('/contact', 'ProfessionalService').filter(
      (node) => node.parentOrganization,
    );
    expect(offices.map((office) => (office.address as Node).addressLocality)).toEqual(
      site.offices.map((office) => office.city),
    );
    for (const office of offices) expect(office.areaServed).toBeDefined();
    expect(nodesOf('/contact', 'FAQPage')).toHaveLength(1);
    expect(nodesOf('/pricing', 'FAQPage')).toHaveLength(1);
  });
});
