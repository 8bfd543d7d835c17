import type { ReactNode } from 'react';
import { LocaleProvider } from '@northbeam/ui';

/** The ui's French pack around an account part on a French page (see startAccountPart.tsx). */
export function FrenchFrame({ children }: { children: ReactNode }) {
  return <LocaleProvider locale="fr-CA">{children}</LocaleProvider>;
}
