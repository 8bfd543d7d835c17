import preview from '../../stories-support/preview';
import { expect } from 'storybook/test';
import { LoadingStatus } from './LoadingStatus';

const meta = preview.meta({
  title: 'Feedback/LoadingStatus',
  component: LoadingStatus,
});

/** The spec's 'Loading...', read out as a status. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
  },
});

export const French = meta.story({
  name: 'French copy',
  args: { label: 'Chargement…', lang: 'fr-CA' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement…');
  },
});
