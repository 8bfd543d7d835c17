import preview from '../../stories-support/preview';
import { expect } from 'storybook/test';
import { SampleMark } from './SampleMark';

const meta = preview.meta({
  title: 'Marketing/SampleMark',
  component: SampleMark,
});

export const Default = meta.story({
  name: 'Default',
  play: async ({ canvas }) => {
    const mark = canvas.getByText('Sample');
    await expect(mark).toBeVisible();
    await expect(mark).toHaveAttribute(
      'title',
      'Example content, to be replaced before the site goes live',
    );
    // Screen readers hear what the word means, too.
    await expect(mark.textContent).toBe(
      'Sample (Example content, to be replaced before the site goes live)',
    );
  },
});
