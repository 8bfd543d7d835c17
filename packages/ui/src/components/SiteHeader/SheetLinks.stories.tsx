import preview from '../../stories-support/preview';
import { expect, within } from 'storybook/test';
import { SheetLinks } from './SheetLinks';
import { frenchArgs } from '../../stories-support/french';
// The header's own navigation, in both languages: the sheet lists the same links.
import {
  expectCurrentLink,
  siteHeaderArgs as nav,
  siteHeaderArgsFr as navFr,
} from '../../stories-support/siteHeader';
import { expectRoleTexts } from '../../stories-support/play';

const meta = preview.meta({
  title: 'Navigation/SiteHeader/SheetLinks',
  component: SheetLinks,
  args: { items: [...nav.leadingLinks, ...nav.primaryLinks] },
  parameters: frenchArgs({ items: [...navFr.leadingLinks, ...navFr.primaryLinks] }),
  render: (args) => (
    <nav aria-label="Main" style={{ maxWidth: '24rem' }}>
      <SheetLinks {...args} />
    </nav>
  ),
});

export const PageLinks = meta.story({
  name: 'Page links, the current page marked',
  args: { currentPath: '/blog' },
  parameters: frenchArgs({ currentPath: '/fr/blogue' }),
  play: async ({ canvas, canvasElement }) => {
    await expectRoleTexts(canvasElement, 'link', ['Pricing', 'About', 'Blog', 'Contact']);
    await expectCurrentLink(canvas, 'Blog');
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
});

export const TitledGroupInColumns = meta.story({
  name: 'Titled group in two columns',
  args: { title: 'Cities', items: nav.cities, columns: true },
  parameters: frenchArgs({ title: 'Villes', items: navFr.cities }),
  play: async ({ canvas }) => {
    // The heading names the list, as in the mobile sheet.
    const list = canvas.getByRole('list', { name: 'Cities' });
    await expect(within(list).getAllByRole('link')).toHaveLength(26);
    await expect(canvas.getByRole('heading', { name: 'Cities', level: 3 })).toBeVisible();
  },
});
