import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ReactNode } from 'react';
import { vars } from './contract.css';
import type { Theme } from './themes';
import { themeRoot } from './ThemeProvider.css';

export interface ThemeProviderProps {
  /** A complete theme object; the default brand applies when none is given. */
  theme: Theme;
  children: ReactNode;
}

/** Re-brands everything inside it by assigning the theme's values to the contract's variables. */
export function ThemeProvider({ theme, children }: ThemeProviderProps) {
  return (
    <div className={themeRoot} style={assignInlineVars(vars, theme)}>
      {children}
    </div>
  );
}
