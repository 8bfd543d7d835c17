import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contentWithSamples } from '../app/content/samples';
import { buildTarget, findSamples } from '../scripts/build-env.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const projectUrl = 'https://abcdefghijklmnop.supabase.co';
const projectKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6ImFiY2RlZmdoaWprbG1ub3AiLCJyb2xlIjoiYW5vbiJ9.c2lnbmF0dXJl';
const demoKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

describe('build target', () => {
  it('a local build says it is local and targets the embedded backend', () => {
    const local = buildTarget({});
    expect(local.target).toBe('local');
    expect(local.supabaseUrl).toBe('http://127.0.0.1:54321');
    expect(local.message).toMatch(/^Local build: the site talks to the backend at http:\/\/127/);
  });

  it('a production build refuses to run without the project URL and anon key, naming both', () => {
    for (const env of [{ NORTHBEAM_BUILD: 'production' }, { CF_PAGES: '1' }, { NETLIFY: 'true' }]) {
      expect(() => buildTarget(env)).toThrow(
        /Production build refused:\n {2}- VITE_SUPABASE_URL is not set[^\n]*\n {2}- VITE_SUPABASE_ANON_KEY is not set/,
      );
    }
  });

  it('a production build refuses a loopback or plain-http URL and the local demo key', () => {
    const production = { NORTHBEAM_BUILD: 'production', VITE_SUPABASE_ANON_KEY: projectKey };
    expect(() =>
      buildTarget({ ...production, VITE_SUPABASE_URL: 'http://127.0.0.1:54321' }),
    ).toThrow(/must be an https:\/\/ URL/);
    expect(() => buildTarget({ ...production, VITE_SUPABASE_URL: 'https://localhost' })).toThrow(
      /points at this machine/,
    );
    expect(() =>
      buildTarget({
        ...production,
        VITE_SUPABASE_URL: projectUrl,
        VITE_SUPABASE_ANON_KEY: demoKey,
      }),
    ).toThrow(/demo key/);
  });

  it('a production build accepts only a public key, naming the problem and never printing the key', () => {
    const jwt = (payload: object) =>
      [
        Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url'),
        Buffer.from(JSON.stringify(payload)).toString('base64url'),
        'c2lnbmF0dXJl',
      ].join('.');
    const refused: [string, RegExp][] = [
      [
        jwt({ iss: 'supabase', ref: 'abcdefghijklmnop', role: 'service_role' }),
        /VITE_SUPABASE_ANON_KEY is a service_role key/,
      ],
      ['sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz', /VITE_SUPABASE_ANON_KEY is a secret key/],
      ['not-a-key', /VITE_SUPABASE_ANON_KEY is not a Supabase public key/],
      [jwt({ iss: 'supabase', ref: 'abcdefghijklmnop' }), /has no role/],
      ['eyJhbGciOiJIUzI1NiJ9.bm90IGpzb24.c2ln', /not a Supabase public key/],
      ['sb_publishable_short', /not a Supabase public key/],
    ];
    for (const [key, message] of refused) {
      const attempt = () =>
        buildTarget({
          NORTHBEAM_BUILD: 'production',
          VITE_SUPABASE_URL: projectUrl,
          VITE_SUPABASE_ANON_KEY: key,
        });
      expect(attempt).toThrow(message);
      expect(attempt).toThrow(/Production build refused:/);
      try {
        attempt();
      } catch (error) {
        // The refusal lands in a build log: the key itself, or any long piece of it, never does.
        expect(String(error)).not.toContain(key.slice(-12));
      }
    }
    for (const key of [projectKey, 'sb_publishable_ZiLQ8sMf3Q2k9ZzXh1yr1A_7sSHz2WM']) {
      expect(
        buildTarget({
          NORTHBEAM_BUILD: 'production',
          VITE_SUPABASE_URL: projectUrl,
          VITE_SUPABASE_ANON_KEY: key,
        }).target,
      ).toBe('production');
    }
  });

  it('a production build with both runs and targets the project', () => {
    const target = buildTarget({
      NORTHBEAM_BUILD: 'production',
      VITE_SUPABASE_URL: projectUrl,
      VITE_SUPABASE_ANON_KEY: projectKey,
    });
    expect(target).toMatchObject({ target: 'production', supabaseUrl: projectUrl });
  });

  it('a production build refuses today’s sample content, listing each piece to replace', () => {
    const samples = findSamples(contentWithSamples);
    const production = {
      NORTHBEAM_BUILD: 'production',
      VITE_SUPABASE_URL: projectUrl,
      VITE_SUPABASE_ANON_KEY: projectKey,
    };
    const attempt = () => buildTarget(production, samples);
    expect(attempt).toThrow(/Production build refused:\n {2}- sample content remains/);
    for (const piece of [
      /site\.phoneSample: The 555 phone number is fictional/,
      /site\.taxRegistrationSample: The GST\/HST and QST registration numbers are invented/,
      /home\.clientLogosSample: The nine client names/,
      /home\.home\.answerPanel\.sample: The AI answer in the home hero is an example/,
      /fr\/home\.home\.answerPanel\.sample: The AI answer in the home hero/,
      /proof\.testimonials\[0\]\.sample: An example quote/,
      /proof\.caseStudies\[1\]\.sample: An example case/,
      /proof\.rating\.sample: An example rating/,
      /fr\/proof\.testimonials\[2\]\.sample: /,
    ]) {
      expect(attempt).toThrow(piece);
    }
    // A local build shows the samples (marked) and builds.
    expect(buildTarget({}, samples).target).toBe('local');
  });

  it('a production build runs once every sample is replaced (fixture: the content without its notes)', () => {
    const replaced = JSON.parse(
      JSON.stringify(contentWithSamples, (key, value: unknown) =>
        key === 'sample' || key.endsWith('Sample') ? undefined : value,
      ),
    ) as unknown;
    expect(findSamples(replaced)).toEqual([]);
    const target = buildTarget(
      {
        NORTHBEAM_BUILD: 'production',
        VITE_SUPABASE_URL: projectUrl,
        VITE_SUPABASE_ANON_KEY: projectKey,
      },
      findSamples(replaced),
    );
    expect(target.target).toBe('production');
    // One sample left anywhere, at any depth, is enough to refuse.
    const oneLeft = {
      proof: { caseStudies: [{}, { results: [{ sample: 'an invented figure' }] }] },
    };
    expect(findSamples(oneLeft)).toEqual([
      'proof.caseStudies[1].results[0].sample: an invented figure',
    ]);
    expect(findSamples({ sample: '  ', photoSample: 1 })).toEqual([]);
  });

  it('the site’s Vite build stops with that message before bundling anything', () => {
    // Vite resolves the site's config for a build (the plugins' config hooks run); nothing is
    // written, so the site's own build/ is untouched whatever happens.
    const script = `
      import { resolveConfig } from 'vite';
      await resolveConfig({ configFile: 'vite.config.ts', logLevel: 'silent' }, 'build');
      console.log('resolved');
    `;
    const run = (env: Record<string, string>) =>
      spawnSync(process.execPath, ['--input-type=module', '-e', script], {
        cwd: siteDir,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          NODE_ENV: 'production',
          ...env,
        },
        encoding: 'utf8',
        timeout: 60_000,
      });
    const refused = run({ NORTHBEAM_BUILD: 'production' });
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('Production build refused:');
    expect(refused.stderr).toContain('VITE_SUPABASE_ANON_KEY is not set');
    // With the backend set, the sample content alone stops it, named.
    const samples = run({
      NORTHBEAM_BUILD: 'production',
      VITE_SUPABASE_URL: projectUrl,
      VITE_SUPABASE_ANON_KEY: projectKey,
    });
    expect(samples.status).not.toBe(0);
    expect(samples.stderr).toContain('sample content remains in site/app/content');
    expect(samples.stderr).toContain('site.phoneSample: The 555 phone number is fictional');
    expect(samples.stderr).not.toContain('VITE_SUPABASE_ANON_KEY is not set');
    const local = run({});
    expect(local.stdout).toContain('Local build: the site talks to the backend at');
    expect(local.stdout).toContain('resolved');
  }, 120_000);
});
