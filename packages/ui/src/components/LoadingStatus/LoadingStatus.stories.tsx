import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingStatus } from './LoadingStatus';

const meta = {
  title: 'Feedback/LoadingStatus',
  component: LoadingStatus,
} satisfies Meta<typeof LoadingStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's 'Loading...', read out as a status. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const French: Story = {
  name: 'French copy',
  args: { label: 'Chargement...', lang: 'fr-CA' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement...');
  },
};
