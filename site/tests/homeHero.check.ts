import { describe, expect, it } from 'vitest';
import { contentWithSamples } from '../app/content/samples';
import { bodyText, readRoute } from './builtSite';

// Issue 30, "Show the product": the home hero's illustration of what answer-engine optimisation
// produces, in both editions, drawn in HTML (no image, no script) after the hero's buttons.

// The home content of each edition, as the production build's sample listing reads it.
const en = contentWithSamples.home;
const fr = contentWithSamples['fr/home'];

// The ui packs' words as a reader sees them (the site's tests do not load the ui's sources).
const editions = [
  [
    '/',
    en.home.answerPanel,
    { examplePrefix: 'Example:', client: 'Client' },
    en.home.hero.primaryAction.label,
  ],
  [
    '/fr',
    fr.home.answerPanel,
    { examplePrefix: 'Exemple\u00a0:', client: 'Client' },
    fr.home.hero.primaryAction.label,
  ],
] as const;

/** The hero: from the page's <h1> to the end of its section. */
function heroOf(html: string): string {
  const start = html.lastIndexOf('<section', html.indexOf('<h1'));
  return html.slice(start, html.indexOf('</section>', start));
}

describe.each(editions)('%s', (route, panel, labels, primaryLabel) => {
  const html = readRoute(route);
  const hero = heroOf(html);
  const figure = hero.slice(hero.indexOf('<figure'));

  it('shows, in the hero, an AI answer citing the client and the dashboard that counts it', () => {
    const text = bodyText(`<body>${hero}`);
    expect(text).toContain(`${labels.examplePrefix} ${panel.caption}`);
    expect(text).toContain(panel.question);
    for (const source of panel.sources) expect(text).toContain(source.title);
    const client = panel.sources.find((source) => source.client)!;
    expect(text).toContain(`${client.publisher} ${labels.client}`);
    expect(text).toContain(panel.metric.label);
    for (const bar of panel.metric.bars) expect(text).toContain(`${bar.label} ${bar.value}`);
  });

  it('is a figure named by its caption, marked Sample while its client is an example', () => {
    const labelledBy = figure.match(/^<figure[^>]*aria-labelledby="([^"]+)"/)?.[1];
    expect(labelledBy).toBeTruthy();
    expect(figure).toContain(`<figcaption id="${labelledBy}"`);
    expect(panel.sample).toMatch(/^The AI answer in the home hero is an example/);
    expect(figure.slice(0, figure.indexOf('</figcaption>'))).toContain('data-sample');
  });

  it('draws with HTML and CSS only, after the buttons, so on a phone it never pushes them down', () => {
    const body = figure.slice(0, figure.indexOf('</figure>'));
    expect(body).not.toMatch(/<img|<script|<picture|<video/);
    expect(hero.indexOf(primaryLabel)).toBeGreaterThan(0);
    expect(hero.indexOf(primaryLabel)).toBeLessThan(hero.indexOf('<figure'));
  });
});
