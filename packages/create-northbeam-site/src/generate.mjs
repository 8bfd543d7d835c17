// Everything a new site is made of, as a map of paths to texts: built whole first, written only
// when every answer was good, so a refused answer leaves nothing behind.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contentFile } from './templates/content.mjs';
import * as files from './templates/files.mjs';
import { pageModules, pagesRouter, typesFile } from './templates/pages.mjs';
import * as project from './templates/project.mjs';

const languageNames = { 'en-CA': 'English', 'fr-CA': 'French (Quebec)' };

function readme(o, adjusted) {
  return `# ${o.name}

The site of ${o.name} (${o.domain}), made with \`npm create northbeam-site\` on
[@northbeam/ui](https://www.npmjs.com/package/@northbeam/ui) and
[@northbeam/flows](https://www.npmjs.com/package/@northbeam/flows).

\`\`\`sh
npm install && npm run dev   # work on it at http://localhost:5173
npm test                     # type-check, build, and test every page (Playwright, axe)
\`\`\`

\`npm test\` runs Playwright's Chromium; run \`npx playwright install chromium\` once, or point
\`CHROMIUM_PATH\` at a Chromium you have. \`npm run serve\` serves the build on port 4320.

## What to fill in

| file | what |
|---|---|
| \`src/content/${o.locales.join('.ts`, `src/content/')}.ts\` | every text of the pages, one file per language |
| \`src/site.ts\` | the agency's name, domain, email, phone and address; the languages |
| \`src/theme.ts\` | the brand: colours (from ${o.colour}${adjusted ? `, darkened to ${adjusted} for contrast` : ''}), fonts, everything else from \`defaultTheme\` |
${o.pages.includes('account') ? '| `src/backend.ts` | your sign-in (until connected, the account page says so) |\n' : ''}${o.pages.includes('blog') ? "| `public/blog-placeholder.svg` | the articles' picture |\n" : ''}
## Languages

${o.locales.map((l, i) => `- ${languageNames[l]} (\`${l}\`)${i === 0 ? ' at `/`' : ' under `/fr`'}`).join('\n')}

\`locales\` in \`src/site.ts\` is the setting: the first locale is served at \`/\`, a second one
under \`/fr\`, each with its own content file. Pages pass the locale to the components
(\`lang\`, \`locale\`); the components' built-in texts are English until you pass your own
(\`labels\`).

## Pages

${['home', ...o.pages].map((p) => `- ${p}`).join('\n')}

Each page is in \`src/pages/\`; the routes are in \`src/Pages.tsx\`. Contrast: \`tests/theme.spec.ts\`
checks every colour pair the components render against WCAG 2.2 AA, and every page runs axe.
`;
}

/** The project's files for valid options and the theme's colours. */
export function projectFiles(o, color, version, adjusted) {
  return {
    'package.json': project.packageJson(o, version),
    'README.md': readme(o, adjusted),
    '.gitignore': files.gitignore,
    'index.html': files.indexHtml(o),
    'vite.config.ts': files.viteConfig,
    'tsconfig.json': files.tsconfig,
    'playwright.config.ts': files.playwrightConfig,
    'server.mjs': files.serverFile,
    'src/main.tsx': project.mainFile(o),
    'src/App.tsx': project.appFile(o),
    'src/Layout.tsx': project.layoutFile(o),
    'src/Pages.tsx': pagesRouter(o.pages),
    'src/theme.ts': project.themeFile(o, color),
    'src/site.ts': project.siteFile(o),
    'src/content/types.ts': typesFile(o.pages),
    ...Object.fromEntries(o.locales.map((l) => [`src/content/${l}.ts`, contentFile(l, o)])),
    ...pageModules(o.pages),
    ...(o.pages.includes('account') ? { 'src/backend.ts': files.backendFile } : {}),
    ...(o.pages.includes('blog') ? { 'public/blog-placeholder.svg': files.placeholderSvg } : {}),
    'tests/theme.spec.ts': files.themeSpec,
    'tests/site.spec.ts': files.siteSpec(o),
  };
}

export function writeProject(target, fileMap) {
  for (const [name, text] of Object.entries(fileMap)) {
    const file = path.join(target, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
}
