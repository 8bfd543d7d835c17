import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillSlots } from '@northbeam/ui/enhance';
import { failLoudly } from '../app/islands/failLoudly';
import { clientDir, readRoute } from './builtSite';
import { missingSlots } from './islandSlots';

const pages = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.html'),
);

describe('island slots in the built pages', () => {
  it('gives every part an island fills the named slots its fill step needs, on every page', () => {
    expect(pages.length).toBeGreaterThan(30);
    const lacking = pages.flatMap((file) =>
      missingSlots(readFileSync(path.join(clientDir, file), 'utf8'))
        .filter(({ missing }) => missing.length > 0)
        .map(({ part, missing }) => `${file}: ${part} lacks ${missing.join(', ')}`),
    );
    expect(lacking).toEqual([]);
  });

  it('finds the parts: the notice templates of each tone on /blog, the bar and sheet account links', () => {
    expect(missingSlots(readRoute('/blog')).map(({ part }) => part)).toEqual([
      'a[data-account-link=""]',
      'a[data-account-link=""]',
      'template[data-newsletter-notice-tone="default"]',
      'template[data-newsletter-notice-tone="success"]',
      'template[data-newsletter-notice-tone="destructive"]',
    ]);
  });

  it('names the slot a template lacks', () => {
    const blog = readRoute('/blog');
    const withoutDescription = blog.replace(
      /(<template data-newsletter-notice-tone="destructive">[\s\S]*?)<p[^>]*data-slot="description"[^>]*><\/p>/,
      '$1',
    );
    expect(withoutDescription).not.toBe(blog);
    expect(missingSlots(withoutDescription)).toContainEqual({
      part: 'template[data-newsletter-notice-tone="destructive"]',
      missing: ['[data-slot="description"]'],
    });
  });

  it('names what an account link lacks', () => {
    const page =
      '<a data-account-link="" data-signed-in-label="Dashboard" data-signed-in-href="/dashboard">Sign In</a>';
    expect(missingSlots(page)).toEqual([
      {
        part: 'a[data-account-link=""]',
        missing: ['data-signed-out-label', 'data-signed-out-href'],
      },
    ]);
  });
});

describe('an island that meets markup without a part it needs', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });
  const missing = () => {
    throw new Error('The newsletter form has no [data-newsletter-notices]');
  };

  it('throws in development and tests', () => {
    expect(() => failLoudly(missing)).toThrow(
      'The newsletter form has no [data-newsletter-notices]',
    );
  });

  it('reports it in production and carries on', () => {
    vi.stubEnv('DEV', false);
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => failLoudly(missing)).not.toThrow();
    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'The newsletter form has no [data-newsletter-notices]' }),
    );
  });
});

describe('fillSlots', () => {
  /** A part with these slots, as much of the DOM as fillSlots uses. */
  const partWith = (...names: string[]) => {
    const slots = new Map(
      names.map((name) => [`[data-slot="${name}"]`, { textContent: 'x', hidden: false }]),
    );
    return { part: { querySelector: (selector: string) => slots.get(selector) ?? null }, slots };
  };

  it('writes each text into the slot its name names and hides an empty one', () => {
    const { part, slots } = partWith('title', 'description');
    fillSlots(
      part as unknown as ParentNode,
      { title: 'Almost there!', description: '' },
      'A notice',
    );
    expect(slots.get('[data-slot="title"]')).toEqual({
      textContent: 'Almost there!',
      hidden: false,
    });
    expect(slots.get('[data-slot="description"]')).toEqual({ textContent: '', hidden: true });
  });

  it('fills the slots that are there, then throws naming the part and the missing slot', () => {
    const { part, slots } = partWith('title');
    expect(() =>
      fillSlots(
        part as unknown as ParentNode,
        { title: 'Almost there!', description: 'Please check your inbox.' },
        'The newsletter notice',
      ),
    ).toThrow('The newsletter notice has no [data-slot="description"]');
    expect(slots.get('[data-slot="title"]')?.textContent).toBe('Almost there!');
  });
});
