import type { ReactNode } from 'react';
import { Container, Inline, Link, SiteFooter, vars } from '@northbeam/ui';
import { agency, cities, copy } from './content.js';
import css from './layout.module.css';

const nav = [
  { label: copy.nav.cities, href: '/#cities' },
  { label: copy.nav.pricing, href: '/pricing' },
  { label: copy.nav.contact, href: '/contact' },
];

/** Harbourline's own header (a brand and three links) above the ui's footer. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className={css.skip} href="#main">
        {copy.skip}
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
            <nav aria-label={copy.nav.label}>
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
            title: copy.footer.company,
            links: [
              { label: copy.nav.pricing, href: '/pricing' },
              { label: copy.nav.contact, href: '/contact' },
            ],
          },
        ]}
        cities={cities.map((city) => ({ label: city.name, href: city.href }))}
        contact={{ email: agency.email, phone: agency.phone, address: agency.address }}
        year={2026}
        labels={{
          cities: copy.footer.cities,
          contact: copy.footer.contact,
          rights: copy.footer.rights,
        }}
      />
    </>
  );
}
