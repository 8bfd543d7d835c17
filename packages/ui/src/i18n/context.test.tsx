import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NotFound } from '../components/NotFound/NotFound';
import { useUiTextsOr } from './context';
import { enCA } from './en-CA';
import * as english from './english';
import { frCA } from './fr-CA';
import { LocaleProvider } from './LocaleProvider';

// A text given as a prop wins over the pack's; a prop left out (or undefined) leaves the pack's.
describe('useUiTexts with the texts a component was given', () => {
  const render = (props: Parameters<typeof NotFound>[0]) =>
    renderToStaticMarkup(
      <LocaleProvider locale="fr-CA" texts={frCA}>
        <NotFound {...props} />
      </LocaleProvider>,
    );

  it('keeps the pack’s texts when none is given', () => {
    const html = render({});
    expect(html).toContain('Oups');
    expect(html).toContain('Retour à l’accueil');
  });

  it('takes a given text over the pack’s, and the pack’s for the others', () => {
    const html = render({ heading: 'Page déplacée', homeLabel: undefined });
    expect(html).toContain('Page déplacée');
    expect(html).not.toContain('Oups');
    expect(html).toContain('Retour à l’accueil');
  });
});

// Each component brings its own English (english.ts); the provider's pack, where there is one,
// wins over it.
describe('useUiTextsOr and a provider given no pack', () => {
  function Probe() {
    return <p>{useUiTextsOr('NotFound', english.NotFound).heading}</p>;
  }

  it('speaks the component’s English outside any provider and in one given no pack', () => {
    expect(renderToStaticMarkup(<Probe />)).toContain('Oops! Page not found');
    const noPack = renderToStaticMarkup(
      <LocaleProvider locale="en-CA">
        <NotFound />
      </LocaleProvider>,
    );
    expect(noPack).toContain('Oops! Page not found');
    expect(noPack).toContain('Return to Home');
  });

  it('takes the provider’s pack over the English it is given', () => {
    const html = renderToStaticMarkup(
      <LocaleProvider locale="fr-CA" texts={frCA}>
        <Probe />
      </LocaleProvider>,
    );
    expect(html).toContain(frCA.NotFound.heading);
    expect(html).not.toContain('Oops');
  });

  it('assembles the English pack from each component’s English, the same objects', () => {
    for (const [key, texts] of Object.entries(english)) {
      expect(enCA[key as keyof typeof enCA], key).toBe(texts);
    }
    expect(Object.keys(enCA).sort()).toEqual(Object.keys(english).sort());
  });
});
