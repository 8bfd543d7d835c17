import preview from '../../stories-support/preview';
import { useLayoutEffect, useRef } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { NavMenu, type NavMenuProps } from './NavMenu';
import { enhanceNavMenu, siteHeaderHooks } from './siteHeaderBehaviour';
import { cityItems, cityItemsFr, serviceItems, serviceItemsFr } from './siteNavigation.fixtures';
import { frenchArgs } from '../../stories-support/french';

/** One menu on its own, with the behaviour SiteHeader (or a page's island script) gives it. */
function EnhancedNavMenu(props: NavMenuProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const group = ref.current?.querySelector<HTMLElement>(`[${siteHeaderHooks.menu}]`);
    return group ? enhanceNavMenu(group) : undefined;
  }, []);
  return (
    <nav aria-label="Main" ref={ref} style={{ padding: '1rem', minHeight: '32rem' }}>
      <NavMenu {...props} />
    </nav>
  );
}

const meta = preview.meta({
  title: 'Navigation/SiteHeader/NavMenu',
  component: NavMenu,
  args: { label: 'Services', items: serviceItems },
  parameters: { layout: 'fullscreen', ...frenchArgs({ items: serviceItemsFr }) },
  render: (args) => <EnhancedNavMenu {...args} />,
});

export const Closed = meta.story({
  name: 'Closed',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Services' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.queryByRole('link', { name: 'Technical SEO' })).toBeNull();
  },
});

export const OpenWithCurrentPage = meta.story({
  name: 'Open, the current page marked',
  args: { label: 'Cities', items: cityItems, currentPath: '/halifax-seo', wide: true },
  parameters: frenchArgs({
    label: 'Villes',
    items: cityItemsFr,
    currentPath: '/fr/referencement-halifax',
  }),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Cities' });
    await expect(button).toHaveAttribute('data-current', 'true');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const halifax = canvas.getByRole('link', { name: 'Halifax' });
    await waitFor(() => expect(halifax).toBeVisible());
    await expect(halifax).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Trois-Rivières' })).toHaveAttribute(
      'lang',
      'fr-CA',
    );
  },
});
