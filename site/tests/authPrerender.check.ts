import { describe, expect, it } from 'vitest';
import { mainText, readRoute } from './builtSite';

/*
 * /auth's first paint holds its sign-in card (issue 29): the prerender writes the card as a
 * visitor arriving without a plan sees it, which the browser hydrates (acting/authCard.tsx).
 * Before, the page's HTML said 'Loading...' and the card, its largest text, waited for the
 * whole of its JavaScript.
 */
const card = (html: string) =>
  html.match(/<div data-acting-part="authCard"[^>]*>([\s\S]*?)<\/main>/)?.[1] ?? '';

// The ui packs' words (en-CA.ts, fr-CA.ts), as a reader finds them on the page.
const words = {
  '/auth': {
    title: 'Welcome Back',
    buttons: ['Sign In', 'Forgot password?', "Don't have an account? Sign up"],
  },
  '/fr/connexion': {
    title: 'Connexion à votre compte',
    buttons: [
      'Se connecter',
      'Mot de passe oublié\u202f?',
      'Pas encore de compte\u202f? Inscrivez-vous',
    ],
  },
};

describe.each(Object.entries(words))('%s as prerendered', (route, { title, buttons }) => {
  const html = readRoute(route);

  it('holds the sign-in card: its heading, its fields and its buttons', () => {
    const part = card(html);
    expect(part.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1]).toBe(title);
    const inputs = [...part.matchAll(/<input[^>]*>/g)].map((match) => match[0]);
    expect(inputs).toHaveLength(2);
    expect(inputs[0]).toMatch(/type="email"/);
    expect(inputs[0]).toMatch(/autoComplete="username"/i);
    expect(inputs[1]).toMatch(/type="password"/);
    expect(inputs[1]).toMatch(/autoComplete="current-password"/i);
    const text = mainText(html);
    for (const button of buttons) expect(text).toContain(button);
    expect(text).not.toContain('Loading...');
  });

  it('disables its buttons until the card has hydrated, so Enter cannot submit it natively', () => {
    const buttons = [...card(html).matchAll(/<button[^>]*>/g)].map((match) => match[0]);
    expect(buttons.length).toBeGreaterThanOrEqual(3);
    for (const button of buttons) expect(button).toMatch(/ disabled=""/);
  });
});
