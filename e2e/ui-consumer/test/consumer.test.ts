import { createServer, type Server } from 'node:http';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../../scripts/chromium.ts';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(appDir, 'dist');
const uiDist = path.resolve(appDir, '../../packages/ui/dist');

let server: Server;
let browser: Browser;
let origin: string;

function serveDist(): Promise<Server> {
  return new Promise((resolve) => {
    const s = createServer((req, res) => {
      const file = path.join(distDir, req.url === '/' ? 'index.html' : (req.url ?? '/'));
      let body: Buffer;
      try {
        body = readFileSync(file);
      } catch {
        res.writeHead(404).end();
        return;
      }
      const type = file.endsWith('.js')
        ? 'text/javascript'
        : file.endsWith('.css')
          ? 'text/css'
          : 'text/html';
      res.writeHead(200, { 'content-type': type }).end(body);
    });
    s.listen(0, '127.0.0.1', () => resolve(s));
  });
}

describe('a separate Vite + React app that installs @northbeam/ui', () => {
  beforeAll(async () => {
    expect(
      statSync(path.join(uiDist, 'index.js')).isFile(),
      'run `pnpm --filter @northbeam/ui build` first',
    ).toBe(true);
    await build({
      root: appDir,
      logLevel: 'warn',
      configFile: path.join(appDir, 'vite.config.ts'),
    });
    server = await serveDist();
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    browser = await chromium.launch(chromiumLaunchOptions);
  });

  afterAll(async () => {
    await browser?.close();
    server?.close();
  });

  it('resolves the package through its exports map, with type declarations beside the ES modules', () => {
    const pkg = JSON.parse(readFileSync(path.resolve(uiDist, '../package.json'), 'utf8')) as {
      exports: Record<string, unknown>;
      sideEffects: string[];
    };
    expect(Object.keys(pkg.exports)).toEqual(expect.arrayContaining(['.', './style.css']));
    expect(pkg.sideEffects).toEqual(['**/*.css']);
    expect(statSync(path.join(uiDist, 'index.d.ts')).isFile()).toBe(true);
    expect(statSync(path.join(uiDist, 'style.css')).isFile()).toBe(true);
  });

  it('renders the card styled by the package CSS, with the default theme', async () => {
    const page = await browser.newPage();
    await page.goto(origin);
    const button = page.getByRole('button', { name: 'Subscribe' });
    await expect.poll(() => button.count()).toBe(1);
    const style = await button.evaluate((el) => {
      const css = getComputedStyle(el);
      return { background: css.backgroundColor, color: css.color, minHeight: css.minHeight };
    });
    expect(style).toEqual({
      background: 'rgb(30, 64, 175)',
      color: 'rgb(255, 255, 255)',
      minHeight: '44px',
    });
    const cardRadius = await page
      .getByTestId('plan')
      .evaluate((el) => getComputedStyle(el).borderTopLeftRadius);
    expect(cardRadius).toBe('16px');
    await page.close();
  });

  it('tree-shakes: components the app does not import stay out of its bundle', () => {
    const assets = readdirSync(path.join(distDir, 'assets'));
    const js = assets
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(distDir, 'assets', file), 'utf8'))
      .join('\n');
    // Only SiteHeader's mobile menu opens a modal dialog, and this app does not render SiteHeader.
    expect(js).not.toContain('showModal');
    expect(js.length).toBeGreaterThan(0);
  });
});
