/**
 * Quebec French punctuation spacing for the site's French content (see frenchTypography.ts for the
 * rules' sources), apart from the number helpers so the scripts of the acting parts carry only
 * this. The rule has one home, the ui's fr-CA pack's module, imported here by its path: that
 * module imports nothing, so it is the same module in Node, where the build config reads the
 * content before the ui is built (a bare `@northbeam/ui` would need the ui's build), and in Vite.
 * ESLint allows the site this one path into a package (eslint.config.js).
 */
import { frText } from '../../../packages/ui/src/i18n/frenchSpacing';

export { NBSP, NNBSP, frText } from '../../../packages/ui/src/i18n/frenchSpacing';

/**
 * A French content module's strings with Quebec spacing (frText on every string, at any depth):
 * French content is written with ordinary spaces and exported through this, so no page is spaced
 * by hand. Numbers, booleans and the object's shape are kept.
 */
export function frContent<T>(content: T): T {
  if (typeof content === 'string') return frText(content) as T;
  if (Array.isArray(content)) return content.map((item: unknown) => frContent(item)) as T;
  if (content && typeof content === 'object') {
    return Object.fromEntries(
      Object.entries(content).map(([key, value]) => [key, frContent(value)]),
    ) as T;
  }
  return content;
}
