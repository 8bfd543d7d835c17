import preview from '../../stories-support/preview';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { RouteAnnouncer } from './RouteAnnouncer';

const pages = {
  home: { title: 'Home', heading: 'Grow with AI-powered SEO' },
  pricing: { title: 'Pricing', heading: 'Simple, transparent pricing' },
  dashboard: { title: 'Dashboard', heading: 'Dashboard' },
} as const;

type PageName = keyof typeof pages;

/**
 * A tiny client-side router: the dashboard shows 'Loading...' before its heading, like /dashboard.
 * Its pages are an English site's, marked so (RouteAnnouncer itself has no text of its own).
 */
function Demo() {
  const [page, setPage] = useState<PageName>('home');
  const [loaded, setLoaded] = useState(true);
  const go = (name: PageName) => {
    setPage(name);
    if (name !== 'dashboard') return;
    setLoaded(false);
    window.setTimeout(() => setLoaded(true), 300);
  };
  return (
    <div lang="en">
      <nav aria-label="Demo">
        {(Object.keys(pages) as PageName[]).map((name) => (
          <button key={name} type="button" onClick={() => go(name)}>
            Go to {pages[name].title}
          </button>
        ))}
      </nav>
      <main id="demo-main">
        {loaded ? <h1>{pages[page].heading}</h1> : <p role="status">Loading...</p>}
      </main>
      <RouteAnnouncer
        locationKey={page}
        targetId="demo-main"
        getAnnouncement={() => `${pages[page].title} | Northbeam`}
      />
    </div>
  );
}

const meta = preview.meta({
  title: 'Navigation/RouteAnnouncer',
  component: RouteAnnouncer,
  args: { locationKey: 'home', targetId: 'demo-main' },
  render: () => <Demo />,
});

/** The first render announces nothing and leaves focus where the browser put it. */
export const FirstLoad = meta.story({
  name: 'First load: nothing announced',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(canvas.getByRole('heading', { level: 1 })).not.toHaveFocus();
  },
});

/** WCAG 2.4.3 / 4.1.3: after a client-side navigation focus is on the new heading and the title is announced. */
export const AfterNavigation = meta.story({
  name: 'After a navigation: heading focused, title announced',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Go to Pricing' }));
    const heading = canvas.getByRole('heading', { level: 1, name: 'Simple, transparent pricing' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent('Pricing | Northbeam');
  },
});

/** A page that shows 'Loading...' first gets focus on its heading once it appears. */
export const AfterLoading = meta.story({
  name: 'After a navigation to a loading page',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Go to Dashboard' }));
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Dashboard' });
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() =>
      expect(
        canvas
          .getAllByRole('status')
          .some((status) => status.textContent === 'Dashboard | Northbeam'),
      ).toBe(true),
    );
  },
});
