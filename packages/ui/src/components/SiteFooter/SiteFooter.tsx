import { useId } from 'react';
import { useLinkComponent } from '../../link/LinkProvider';
import { Icon } from '../Icon/Icon';
import type { NavItem } from '../SiteHeader/SiteHeader';
import * as css from './SiteFooter.css';

export interface FooterLinkGroup {
  title: string;
  links: NavItem[];
}

export interface FooterContact {
  email: string;
  phone: string;
  address: string;
}

export interface SiteFooterLabels {
  cities: string;
  contact: string;
  rights: string;
}

export const defaultSiteFooterLabels: SiteFooterLabels = {
  cities: 'Cities We Serve',
  contact: 'Contact',
  rights: 'All rights reserved.',
};

export interface SiteFooterProps {
  brandName: string;
  blurb: string;
  /** e.g. Services (/services, /pricing) and Company (/about, /contact, /privacy, /terms). */
  linkGroups: FooterLinkGroup[];
  /** Every city page, in route-table order. */
  cities: NavItem[];
  contact: FooterContact;
  /** Copyright year, passed in so rendering never depends on the clock. */
  year: number;
  labels?: Partial<SiteFooterLabels>;
  lang?: string;
}

/** Dialable form of a display number such as '+1 (416) 555-0123'. */
function telHref(phone: string) {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

export function SiteFooter({
  brandName,
  blurb,
  linkGroups,
  cities,
  contact,
  year,
  labels: labelOverrides,
  lang,
}: SiteFooterProps) {
  const LinkComponent = useLinkComponent();
  const labels = { ...defaultSiteFooterLabels, ...labelOverrides };
  const id = useId();
  return (
    <footer className={css.footer} lang={lang}>
      <div className={css.inner}>
        <div className={css.top}>
          <div className={css.brandBlock}>
            <p className={css.brandName}>{brandName}</p>
            <p className={css.blurb}>{blurb}</p>
          </div>
          {linkGroups.map((group, index) => (
            <nav key={group.title} aria-labelledby={`${id}-group-${index}`}>
              <h2 id={`${id}-group-${index}`} className={css.groupTitle}>
                {group.title}
              </h2>
              <ul className={css.list}>
                {group.links.map((item) => (
                  <li key={item.href}>
                    <LinkComponent href={item.href} lang={item.lang} className={css.link}>
                      {item.label}
                    </LinkComponent>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <section aria-labelledby={`${id}-contact`}>
            <h2 id={`${id}-contact`} className={css.groupTitle}>
              {labels.contact}
            </h2>
            <ul className={css.list}>
              <li>
                <a href={`mailto:${contact.email}`} className={css.link}>
                  <Icon name="mail" size={18} />
                  {contact.email}
                </a>
              </li>
              <li>
                <a href={telHref(contact.phone)} className={css.link}>
                  <Icon name="phone" size={18} />
                  {contact.phone}
                </a>
              </li>
              <li>
                <address className={css.address}>
                  <Icon name="mapPin" size={18} />
                  {contact.address}
                </address>
              </li>
            </ul>
          </section>
        </div>
        <nav aria-labelledby={`${id}-cities`}>
          <h2 id={`${id}-cities`} className={css.groupTitle}>
            {labels.cities}
          </h2>
          <ul className={css.cityList}>
            {cities.map((item) => (
              <li key={item.href}>
                <LinkComponent href={item.href} lang={item.lang} className={css.link}>
                  {item.label}
                </LinkComponent>
              </li>
            ))}
          </ul>
        </nav>
        <p className={css.bottom}>
          © {year} {brandName}. {labels.rights}
        </p>
      </div>
    </footer>
  );
}
