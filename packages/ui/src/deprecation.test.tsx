import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

// A fresh module each time: "warned once" is remembered per module instance.
async function freshSection() {
  vi.resetModules();
  return (await import('./primitives/surface')).Section;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("Section's deprecated `labelledBy`", () => {
  it('warns once in development, naming `aria-labelledby`, and still labels the section', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const Section = await freshSection();
    const html = renderToStaticMarkup(
      <>
        <Section labelledBy="first">a</Section>
        <Section labelledBy="second">b</Section>
      </>,
    );
    expect(html).toContain('aria-labelledby="first"');
    expect(html).toContain('aria-labelledby="second"');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      "@northbeam/ui: Section's `labelledBy` is deprecated: use `aria-labelledby`. It will be removed in the next major version.",
    );
  });

  it('says nothing in production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const Section = await freshSection();
    const html = renderToStaticMarkup(<Section labelledBy="first">a</Section>);
    expect(html).toContain('aria-labelledby="first"');
    expect(warn).not.toHaveBeenCalled();
  });

  it('says nothing for `aria-labelledby`, the replacement', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const Section = await freshSection();
    const html = renderToStaticMarkup(<Section aria-labelledby="first">a</Section>);
    expect(html).toContain('aria-labelledby="first"');
    expect(warn).not.toHaveBeenCalled();
  });
});
