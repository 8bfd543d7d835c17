import type { ReactNode } from 'react';
import { Container, Inline, Link, SiteFooter, vars } from '@northbeam/ui';
import { agency, cities } from './content.js';
import css from './layout.module.css';

const nav = [
  { label: 'Cities', href: '/#cities' },
  { label: 'Pricing', href: '/pricing' },
  { label: 'Contact', href: '/contact' },
];

/** Harbourline's own header (a brand and three links) above the ui's footer. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className={css.skip} href="#main">
        Skip to content
      </a>
      {/* The theme contract's variables work in plain inline styles: no vanilla-extract needed. */}
      <header
        className={css.header}
        style={{ background: vars.color.surfaceInverse, color: vars.color.textInverse }}
      >
        <Container>
          <Inline space="lg" className={css.bar}>
            <Link href="/" className={css.brand} style={{ fontFamily: vars.font.heading }}>
              {agency.name}
            </Link>
            <nav aria-label="Main">
              <Inline as="ul" space="md" className={css.navList}>
                {nav.map((item) => (
                  <li key={item.href}>
                    <Link href={item.href}>{item.label}</Link>
                  </li>
                ))}
              </Inline>
            </nav>
          </Inline>
        </Container>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter
        brandName={agency.name}
        blurb={agency.blurb}
        linkGroups={[
          {
            title: 'Company',
            links: [
              { label: 'Pricing', href: '/pricing' },
              { label: 'Contact', href: '/contact' },
            ],
          },
        ]}
        cities={cities.map((city) => ({ label: city.name, href: city.href }))}
        contact={{ email: agency.email, phone: agency.phone, address: agency.address }}
        year={2026}
        labels={{
          cities: 'Where we work',
          contact: 'Talk to us',
          rights: 'A fictional agency showing the Northbeam packages in use.',
        }}
      />
    </>
  );
}
