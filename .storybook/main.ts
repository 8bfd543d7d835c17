import type { StorybookConfig } from '@storybook/react-vite';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Stories read the packages' sources, so Storybook needs no package build. */
export const workspaceAliases = {
  // Before '@northbeam/flows', which would otherwise match the subpath as a prefix.
  '@northbeam/flows/fakes': path.join(root, 'packages/flows/src/fakes.ts'),
  '@northbeam/ui': path.join(root, 'packages/ui/src/index.ts'),
  '@northbeam/flows': path.join(root, 'packages/flows/src/index.ts'),
};

/** What builds and the local backend write inside the repository; never a story's source. */
const generatedFolders = [
  '**/build/**',
  '**/dist/**',
  '**/storybook-static/**',
  '**/.data/**',
  '**/test-results/**',
  '**/playwright-report/**',
];

const config: StorybookConfig = {
  stories: [
    '../stories/docs/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../stories/**/*.stories.@(ts|tsx)',
  ],
  // addon-docs turns the `autodocs` tag (preview.tsx) into a docs page per component: props from
  // the TypeScript types and their doc comments, every story inline.
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    viteConfig.resolve = { ...viteConfig.resolve, alias: { ...workspaceAliases } };
    // `npm start` builds the site and runs the backend beside Storybook: without this, every
    // pre-rendered page the site build writes and every PGlite write made Storybook log a reload.
    viteConfig.server = {
      ...viteConfig.server,
      watch: { ...viteConfig.server?.watch, ignored: generatedFolders },
    };
    return viteConfig;
  },
};

export default config;
