import preview from '../../stories-support/preview';
import { fn } from 'storybook/test';
import { QuickActions } from './QuickActions';
import { framed } from '../../stories-support/decorators';
import {
  expectBusyButton,
  expectHeading,
  expectLinks,
  pressCalls,
} from '../../stories-support/play';

const meta = preview.meta({
  title: 'Account/QuickActions',
  component: QuickActions,
  args: { onRefresh: fn() },
  decorators: [framed({ maxWidth: 360 })],
});

export const Default = meta.story({
  play: async ({ canvas, args }) => {
    await expectHeading(canvas, 'Quick Actions');
    await expectLinks(canvas, [
      ['Contact Support', '/contact'],
      ['View All Plans', '/pricing'],
    ]);
    await pressCalls(canvas, 'Refresh Status', args.onRefresh);
  },
});

export const Refreshing = meta.story({
  args: { refreshing: true },
  play: async ({ canvas, args }) => {
    await expectBusyButton(canvas, 'Refreshing...', args.onRefresh);
  },
});
