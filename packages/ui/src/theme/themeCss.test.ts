import { describe, expect, it } from 'vitest';
import { themeCss } from './ThemeProvider';
import { defaultTheme, forestTheme } from './themes';
import { vars } from './contract.css';

const variableOf = (reference: string) => reference.replace(/^var\((--[^)]+)\)$/, '$1');

describe('themeCss', () => {
  it("sets every contract variable to the theme's value under html:root", () => {
    const css = themeCss(forestTheme);
    expect(css.startsWith('html:root{')).toBe(true);
    expect(css).toContain(`${variableOf(vars.color.primary)}:${forestTheme.color.primary}`);
    expect(css).toContain(`${variableOf(vars.font.heading)}:${forestTheme.font.heading}`);
    expect(css.split(';')).toHaveLength(JSON.stringify(defaultTheme).match(/":"/g)?.length ?? 0);
  });

  it('takes another selector', () => {
    expect(themeCss(defaultTheme, '.brand').startsWith('.brand{')).toBe(true);
  });

  it('refuses a value that could break out of the rule or the style element', () => {
    for (const value of ['red;}body{display:none', '</style><script>', 'a{b']) {
      const theme = { ...defaultTheme, color: { ...defaultTheme.color, primary: value } };
      expect(() => themeCss(theme)).toThrow(/may not contain/);
    }
  });
});
