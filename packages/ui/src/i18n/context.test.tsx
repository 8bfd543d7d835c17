import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NotFound } from '../components/NotFound/NotFound';
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
