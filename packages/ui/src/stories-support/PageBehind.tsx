import type { ReactNode } from 'react';

/**
 * A page under the fixed header (the header is `children`), so a screenshot shows the header over
 * real content and a story can click the page beside an open menu.
 */
export function PageBehind({
  heading = 'Page content starts below the header',
  text = 'The header reserves its own height, so this heading is never hidden underneath it.',
  children,
}: {
  heading?: string;
  text?: string;
  children: ReactNode;
}) {
  return (
    <div style={{ minHeight: '100vh' }}>
      {children}
      <main style={{ padding: '2rem 1.5rem', maxWidth: '72rem', margin: '0 auto' }}>
        <h1 style={{ margin: 0 }}>{heading}</h1>
        <p>{text}</p>
      </main>
    </div>
  );
}
