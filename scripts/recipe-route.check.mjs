// CONTRIBUTING's "Add a route", followed in one temporary copy of the site for its two cases, as
// written: a page (typed content in both languages, its titles in pages.ts, its row in
// routeTwins.ts, its route module registered for both paths, its Markdown twin) and a city (one
// file in content/cities/ and its French twin, both lists, cityDirectory.ts). Then the site's
// build, which must prerender both pages with their hreflang twins, and the build checks that
// guard what the recipe names (the twin table, the city list in step with the cities). One build
// serves both cases: it is the slow part (1-2 minutes). A step that no longer works as written (a
// moved module, a list the build now requires) fails here.
// Run: node --test scripts/recipe-route.check.mjs (a step of `npm test`).
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { packageCopy, runNode, tool } from './recipe-copy.mjs';

// The site builds ui and flows from their sources (vite.config.ts); its checks read the word
// lists of the root's scripts/ and the edge functions' shared modules.
const { dir: site } = packageCopy('site', {
  packages: ['packages/ui', 'packages/flows'],
  links: ['scripts', 'supabase'],
});
const app = path.join(site, 'app');
const reactRouter = path.join(site, 'node_modules/@react-router/dev/bin.js');

/** Writes `file` (from app/) after replacing `anchor` by `replacement`; the anchor must be there. */
function edit(file, anchor, replacement) {
  const full = path.join(app, file);
  const source = readFileSync(full, 'utf8');
  assert.ok(source.includes(anchor), `${file} no longer has ${JSON.stringify(anchor)}`);
  writeFileSync(full, source.replace(anchor, replacement));
}

const write = (file, source) => writeFileSync(path.join(app, file), source);
const built = (route) => path.join(site, 'build/client', `${route.slice(1)}.html`);
const page = (route) => readFileSync(built(route), 'utf8');

/** A page's hreflang links: language → path. */
const alternates = (html) =>
  Object.fromEntries(
    [...html.matchAll(/<link[^>]*hreflang="([^"]+)"[^>]*>/gi)].map(([tag, lang]) => [
      lang,
      new URL(/href="([^"]+)"/.exec(tag)[1]).pathname,
    ]),
  );

test('step 1: the page content in English and French, its titles and its twin row', () => {
  write(
    'content/recipeGuide.ts',
    `export const recipeGuide = {
  hero: {
    eyebrow: 'Recipe',
    headline: 'How a new page reaches the site',
    subtitle: 'Content first, then a route module, then the build checks.',
  },
  stepsHeading: 'The steps',
  steps: ['Write the content.', 'Register the route.', 'Build the site.'],
};
`,
  );
  write(
    'content/fr/recipeGuide.ts',
    `import { frContent } from '../../lib/frText';
import type { recipeGuide as englishRecipeGuide } from '../recipeGuide';

export const recipeGuide: typeof englishRecipeGuide = /* @__PURE__ */ frContent({
  hero: {
    eyebrow: 'Recette',
    headline: 'Comment une nouvelle page arrive sur le site',
    subtitle: 'Le contenu d’abord, puis le module de la route, puis les vérifications.',
  },
  stepsHeading: 'Les étapes',
  steps: ['Écrire le contenu.', 'Inscrire la route.', 'Construire le site.'],
});
`,
  );
  edit(
    'content/pages.ts',
    '} satisfies Record<string, PageMeta>;',
    `  recipeGuide: {
    path: '/recipe-guide',
    updated: '2026-11-27',
    name: 'Recipe guide',
    title: \`How a New Page Reaches the Site | \${site.name}\`,
    description: 'Content first, then a route module, then the build checks.',
  },
} satisfies Record<string, PageMeta>;`,
  );
  edit(
    'content/fr/pages.ts',
    '} satisfies Record<keyof typeof englishPages, PageMeta>);',
    `  recipeGuide: {
    path: '/fr/guide-recette',
    updated: englishPages.recipeGuide.updated,
    name: 'Recette',
    title: \`Comment une nouvelle page arrive sur le site | \${site.name}\`,
    description: 'Le contenu d’abord, puis le module de la route, puis les vérifications.',
  },
} satisfies Record<keyof typeof englishPages, PageMeta>);`,
  );
  edit(
    'content/routeTwins.ts',
    "  ['/case-studies', '/fr/etudes-de-cas'],\n",
    "  ['/case-studies', '/fr/etudes-de-cas'],\n  ['/recipe-guide', '/fr/guide-recette'],\n",
  );
});

test('step 1: a city is one file a language, listed in both lists and cityDirectory.ts', () => {
  // A copy of an existing city under a new name: the recipe's steps, not the copywriting, are
  // what this follows.
  const rename = (source) => source.replaceAll('barrie', 'orillia').replaceAll('Barrie', 'Orillia');
  for (const folder of ['content/cities', 'content/fr/cities']) {
    const source = readFileSync(path.join(app, folder, 'barrie.ts'), 'utf8');
    write(`${folder}/orillia.ts`, rename(source));
  }
  // The English list names each city twice (import and array); the French twins are re-exported
  // once in all.ts, which frCities reads.
  edit(
    'content/cities/index.ts',
    "import { cambridge } from './cambridge';\n",
    "import { cambridge } from './cambridge';\nimport { orillia } from './orillia';\n",
  );
  edit('content/cities/index.ts', '  cambridge,\n];', '  cambridge,\n  orillia,\n];');
  edit(
    'content/fr/cities/all.ts',
    "export { cambridge } from './cambridge';\n",
    "export { cambridge } from './cambridge';\nexport { orillia } from './orillia';\n",
  );
  edit(
    'content/cityDirectory.ts',
    "  { slug: 'cambridge-seo', name: 'Cambridge' },\n",
    "  { slug: 'cambridge-seo', name: 'Cambridge' },\n  { slug: 'orillia-seo', name: 'Orillia' },\n",
  );
});

test('step 2: the route module, registered for both paths, and its Markdown twin', () => {
  write(
    'routes/recipe-guide.tsx',
    `import { Hero } from '@northbeam/ui';
import type { Route } from './+types/recipe-guide';
import { PageSection } from '../components/PageSection';
import { staticPages } from '../content/pages';
import { staticPages as frStaticPages } from '../content/fr/pages';
import * as en from '../content/recipeGuide';
import * as fr from '../content/fr/recipeGuide';
import { localeOfPath } from '../content/routeTwins';
import { byLocale } from '../lib/byLocale';
import { useLocale } from '../lib/locale';
import { staticPageMeta } from '../lib/seo';

export const meta: Route.MetaFunction = ({ location }) =>
  staticPageMeta(byLocale(localeOfPath(location.pathname), staticPages, frStaticPages).recipeGuide);

export default function RecipeGuide() {
  const { recipeGuide } = byLocale(useLocale(), en, fr);
  return (
    <>
      <Hero {...recipeGuide.hero} headingLevel={1} />
      <PageSection id="recipe-steps" heading={recipeGuide.stepsHeading}>
        <ol>
          {recipeGuide.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </PageSection>
    </>
  );
}
`,
  );
  edit(
    'routes.ts',
    "  route('privacy',",
    "  route('recipe-guide', 'routes/recipe-guide.tsx'),\n  route('privacy',",
  );
  edit(
    'routes.ts',
    "  french('/fr/confidentialite',",
    "  french('/fr/guide-recette', 'routes/recipe-guide.tsx', 'fr-recipe-guide'),\n  french('/fr/confidentialite',",
  );
  edit(
    'machine/twins.ts',
    "import type { whyAeo as whyAeoContent } from '../content/whyAeo';\n",
    "import type { whyAeo as whyAeoContent } from '../content/whyAeo';\nimport type { recipeGuide as recipeGuideContent } from '../content/recipeGuide';\n",
  );
  writeFileSync(
    path.join(app, 'machine/twins.ts'),
    `${readFileSync(path.join(app, 'machine/twins.ts'), 'utf8')}
export const recipeGuideTwin = (meta: PageMeta, page: typeof recipeGuideContent) =>
  staticTwin(meta, page.hero, [\`\${heading(2, page.stepsHeading)}\\n\\n\${bullets(page.steps.map(text))}\`]);
`,
  );
  edit(
    'machine/editions.ts',
    "import * as twins from './twins';\n",
    "import * as twins from './twins';\nimport { recipeGuide as enRecipeGuide } from '../content/recipeGuide';\nimport { recipeGuide as frRecipeGuide } from '../content/fr/recipeGuide';\n",
  );
  edit(
    'machine/editions.ts',
    '  whyAiSeo: typeof enWhyAiSeo;\n',
    '  whyAiSeo: typeof enWhyAiSeo;\n  recipeGuide: typeof enRecipeGuide;\n',
  );
  edit(
    'machine/editions.ts',
    '    twins.whyAiSeoTwin(p.whyAiSeo, edition.whyAiSeo),\n',
    '    twins.whyAiSeoTwin(p.whyAiSeo, edition.whyAiSeo),\n    twins.recipeGuideTwin(p.recipeGuide, edition.recipeGuide),\n',
  );
  edit(
    'machine/editions.ts',
    '  whyAiSeo: enWhyAiSeo,\n',
    '  whyAiSeo: enWhyAiSeo,\n  recipeGuide: enRecipeGuide,\n',
  );
  edit(
    'machine/editions.ts',
    '  whyAiSeo: frWhyAiSeo,\n',
    '  whyAiSeo: frWhyAiSeo,\n  recipeGuide: frRecipeGuide,\n',
  );
});

test('the site type-checks with both additions', () => {
  const typegen = runNode(site, [reactRouter, 'typegen']);
  assert.ok(typegen.ok, typegen.output);
  const typecheck = runNode(site, [tool('typescript/bin/tsc'), '-p', 'tsconfig.json', '--noEmit']);
  assert.ok(typecheck.ok, typecheck.output);
});

test('step 3: the build prerenders the page and the city, each with its hreflang twin', () => {
  const build = runNode(site, [reactRouter, 'build']);
  assert.ok(build.ok, build.output);
  const postbuild = runNode(site, ['scripts/postbuild.mjs']);
  assert.ok(postbuild.ok, postbuild.output);
  for (const [english, french, headline, frHeadline] of [
    [
      '/recipe-guide',
      '/fr/guide-recette',
      'How a new page reaches the site',
      'Comment une nouvelle page arrive sur le site',
    ],
    ['/orillia-seo', '/fr/referencement-orillia', 'Orillia', 'Orillia'],
  ]) {
    assert.ok(existsSync(built(english)), `${english} was prerendered`);
    assert.ok(existsSync(built(french)), `${french} was prerendered`);
    const en = page(english);
    const fr = page(french);
    assert.match(en, new RegExp(`<h1[^>]*>[^<]*${headline}`));
    assert.match(fr, new RegExp(`<h1[^>]*>[^<]*${frHeadline}`));
    const pair = { 'en-CA': english, 'fr-CA': french, 'x-default': english };
    assert.deepEqual(alternates(en), pair, `${english}'s hreflang links`);
    assert.deepEqual(alternates(fr), pair, `${french}'s hreflang links`);
    assert.ok(existsSync(built(english).replace(/\.html$/, '.md')), `${english}.md was written`);
    assert.ok(existsSync(built(french).replace(/\.html$/, '.md')), `${french}.md was written`);
  }
  // cityDirectory.ts feeds the Cities menu of every page.
  assert.match(page('/about'), /href="\/orillia-seo"/);
  assert.match(page('/fr/a-propos'), /href="\/fr\/referencement-orillia"/);
});

test('step 3: the build checks of the twin table and the city list pass', () => {
  const checks = runNode(site, [
    tool('vitest/vitest.mjs'),
    'run',
    'tests/french.check.ts',
    'tests/build.check.ts',
    '-t',
    'twin|hreflang|navigation city list',
  ]);
  assert.ok(checks.ok, checks.output);
  assert.match(checks.output, /Tests\s+\d+ passed/);
});
