import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { ANON_KEY } from '../../../supabase/local/src/keys.ts';
import { startPublicBackend } from '../../scripts/backend-process.mjs';

/*
 * `pnpm smoke <site-url> <supabase-url>` against the local stack: the built site on Cloudflare
 * Pages' runtime and the embedded backend on the address the build targets (127.0.0.1:54321),
 * started with that site as its SITE_URL. Every check passes; pointed at a backend the build does
 * not target, the same script fails.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const repoDir = path.resolve(here, '../../..');

function smoke(siteUrl: string, supabaseUrl: string) {
  return new Promise<{ status: number; output: string }>((resolve) => {
    execFile(
      process.execPath,
      [path.join(repoDir, 'scripts/smoke.mjs'), siteUrl, supabaseUrl],
      { env: { ...process.env, SUPABASE_ANON_KEY: ANON_KEY }, timeout: 120_000 },
      (error, stdout, stderr) =>
        resolve({ status: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

let supabaseUrl = '';
let stopBackend: () => Promise<void> = async () => undefined;

// Playwright reads a hook's fixtures from its first parameter; this one needs none.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(240_000);
  const started = await startPublicBackend(String(testInfo.project.use.baseURL));
  supabaseUrl = started.urls.url;
  stopBackend = started.stop;
});

// The backend is stopped and gone before the next suite may want its port.
test.afterAll(async () => {
  await stopBackend();
});

test('pnpm smoke passes against the local stack, check by check', async ({ baseURL }) => {
  const { status, output } = await smoke(baseURL!, supabaseUrl);
  expect(output).not.toContain('FAIL');
  for (const check of [
    'every canonical URL answers 200 without a redirect, with the security headers',
    'a trailing slash redirects permanently to the canonical URL',
    'an unknown path answers the 404 page with status 404',
    '/auth and /dashboard answer their account pages',
    'an unbuilt /blog/<id> answers the app shell',
    'check-subscription requires a signed-in user (verify_jwt on)',
    'stripe-webhook is reachable without a JWT and has its Stripe keys',
    'newsletter-confirm is reachable without a JWT and links back to the site',
    'the functions answer the site’s origin (CORS)',
    'Auth: e-mail sign-up with confirmation',
    'send-contact-email answers a bad enquiry with 400',
  ]) {
    expect(output).toContain(`ok    ${check}`);
  }
  expect(output).toMatch(/\n13 passed, 0 failed\n/);
  expect(status).toBe(0);
});

test('pnpm smoke fails for a backend the site was not built for', async ({ baseURL }) => {
  const { status, output } = await smoke(baseURL!, 'http://127.0.0.1:9');
  expect(status).toBe(1);
  expect(output).toContain("the CSP's connect-src does not allow http://127.0.0.1:9");
  expect(output).toContain('FAIL  check-subscription requires a signed-in user');
});
