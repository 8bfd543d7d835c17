// The interaction stories of the built Storybook (storybook-static, `pnpm build-storybook`) in
// Firefox and WebKit, each play function run to its end and axe run on what it leaves. Chromium
// runs every story through the workspace's Storybook runner; here only the stories that act as a
// visitor does, found in the build's own index: a play function, named for what it does
// (keyboard, pointer, menus, the sheet, submits, the pause control), so a new story named so is
// included without a list to keep.
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import axe from 'axe-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { EngineName, EnginePage } from './engine';
import { until } from './harness';
import { openPuppeteer } from './puppeteer';
import { openWebKit } from './webkit';

const staticDir = new URL('../../../storybook-static/', import.meta.url).pathname;
const interactive =
  /keyboard|pointer|toggle|open|hover|held|pause|submit|arrow|escape|outside|menu|sheet|missing|errors|focus|portal|checkout/i;

interface IndexEntry {
  type: string;
  id: string;
  name: string;
  tags: string[];
}
const index = JSON.parse(await readFile(join(staticDir, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries)
  .filter((e) => e.type === 'story' && e.tags.includes('play-fn') && interactive.test(e.name))
  .map((e) => e.id);

// axe's own script, run in the page as the Storybook runner's a11y check runs it.
const axeSource = axe.source;

const allEngines: EngineName[] = ['firefox', 'webkit'];
const engines = process.env.ENGINES
  ? allEngines.filter((engine) => process.env.ENGINES!.split(',').includes(engine))
  : allEngines;

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};
let server: Server | undefined;
let baseUrl = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    readFile(join(staticDir, path.endsWith('/') ? `${path}index.html` : path)).then(
      (body) => {
        response.writeHead(200, {
          'content-type': types[extname(path)] ?? 'application/octet-stream',
        });
        response.end(body);
      },
      () => {
        response.writeHead(404);
        response.end();
      },
    );
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

test('the index names the interactive stories', () => {
  // The header's menus and sheet, the billing toggle, the contact form, the carousel's pause.
  for (const id of [
    'navigation-siteheader--mobile-menu-open',
    'navigation-siteheader--services-menu-open',
    'pricing-billingtoggle--keyboard-arrows',
    'forms-contactform--required-fields-missing',
    'marketing-logocarousel--pause-toggle',
  ]) {
    expect(stories).toContain(id);
  }
});

const phase = `const render = window.__STORYBOOK_PREVIEW__?.currentRender;
  return render ? { phase: render.phase, viewport: render.story?.storyGlobals?.viewport?.value ?? null,
    error: document.querySelector('#error-message')?.textContent + ' ' +
      (document.querySelector('#error-stack')?.textContent ?? '').slice(0, 600) } : null;`;
interface Phase {
  phase: string;
  viewport: string | null;
  error: string;
}
// The render's last phase: 'finished' after the play function and the hooks after it.
const ended = ['finished', 'errored', 'aborted'];

describe.each(engines)('%s', (engine) => {
  let page: EnginePage;
  beforeAll(async () => {
    page = engine === 'webkit' ? await openWebKit(baseUrl) : await openPuppeteer(engine, baseUrl);
  });
  afterAll(async () => {
    await page?.close();
  });

  test.each(stories)('%s: its play function passes and axe finds nothing', async (id) => {
    const load = async (width: number) => {
      await page.resize(width, 900);
      await page.goto(`/iframe.html?id=${id}&viewMode=story`);
      return until(
        async () => {
          const seen = await page.run<Phase | null>(phase);
          return seen && ended.includes(seen.phase) ? seen : false;
        },
        20_000,
        `${id} played`,
      );
    };
    // A story for the phone's width (its viewport global) is loaded again at that width.
    let seen = await load(1280);
    if (seen.viewport === 'phone') seen = await load(390);
    expect(seen.phase, seen.error).toBe('finished');
    const violations = await page.run<string[]>(
      `${axeSource}
       return axe.run(document.querySelector('#storybook-root'), { resultTypes: ['violations'] })
         .then((r) => r.violations.map((v) => v.id + ': ' + v.nodes.map((n) => n.target.join(' ')).join(', ')));`,
      [],
      20_000,
    );
    expect(violations).toEqual([]);
  });
});
