import { describe, expect, it } from 'vitest';
import { frText } from '../app/lib/frText';
import { frText as uiFrText } from '@northbeam/ui/enhance';

/*
 * The site's French spacing (content, through frContent) and the ui pack's (its packs test) are one
 * rule written twice: the site's build config loads its content in Node before the ui is built, so
 * the site cannot import it at run time. This holds the two to the same results.
 */
const samples = [
  'Pourquoi Québec?',
  'Pourquoi Québec ?',
  'Oups\u00a0! Page introuvable',
  'Mot de passe oublié\u202f?',
  'Forfait : Pro',
  'Prix:',
  'Économisez 15 % avec la facturation annuelle !',
  'Plus de 40 000 entreprises; 1 997 $ par mois',
  '«Gérer l’abonnement»',
  '« Gérer l’abonnement »',
  'https://northbeam.example à 9:30',
];

describe('French spacing', () => {
  it('gives the site and the ui pack the same result, text by text', () => {
    for (const text of samples) expect(uiFrText(text), text).toBe(frText(text));
  });

  it('puts a narrow no-break space before ? ! ; and a no-break space before : and inside « »', () => {
    expect(uiFrText('Oups\u00a0! Forfait : Pro; «Gérer»?')).toBe(
      'Oups\u202f! Forfait\u00a0: Pro\u202f; «\u00a0Gérer\u00a0»\u202f?',
    );
  });
});
