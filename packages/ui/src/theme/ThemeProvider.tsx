import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ReactNode } from 'react';
import { vars } from './contract.css';
import type { Theme } from './themes';
import { themeRoot } from './ThemeProvider.css';

export interface ThemeProviderProps {
  /** A complete theme object; the default brand applies when none is given. */
  theme: Theme;
  /**
   * Applies the theme to the whole document (`html:root`) instead of a wrapping element, so the
   * page around the app (body background and text, the space below a short page, anything
   * rendered outside the provider) takes the brand too. For the one theme of a whole site.
   */
  global?: boolean;
  children: ReactNode;
}

/** Characters that could end a declaration or the style element a theme value is written into. */
const unsafeValue = /[{};<>]/;

/**
 * The theme as a CSS rule that sets the contract's variables, e.g. `html:root{--color-primary…}`.
 * `html:root` outranks the package's own `:root` default whatever the stylesheet order. Use it
 * where a `<style>` is written by hand (a pre-rendered page's head); ThemeProvider `global`
 * renders the same rule.
 */
export function themeCss(theme: Theme, selector = 'html:root'): string {
  const declarations = Object.entries(assignInlineVars(vars, theme)).map(([name, value]) => {
    if (unsafeValue.test(String(value))) {
      throw new Error(`Theme value for ${name} may not contain { } ; < or >: ${String(value)}`);
    }
    return `${name}:${String(value)}`;
  });
  return `${selector}{${declarations.join(';')}}`;
}

/** Re-brands everything inside it by assigning the theme's values to the contract's variables. */
export function ThemeProvider({ theme, global = false, children }: ThemeProviderProps) {
  if (global) {
    return (
      <>
        <style>{themeCss(theme)}</style>
        {children}
      </>
    );
  }
  return (
    <div className={themeRoot} style={assignInlineVars(vars, theme)}>
      {children}
    </div>
  );
}
