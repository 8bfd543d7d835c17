import { useId, type ReactNode } from 'react';
import { useLinkComponent } from '../../link/LinkProvider';
import { Container } from '../../primitives/layout';
import { Glyph } from '../Icon/Icon';
import * as glyph from '../Icon/glyphs';
import type { NavItem } from '../SiteHeader/SiteHeader';
import * as css from './SiteFooter.css';
import { useUiTextsOr } from '../../i18n/context';
import * as english from '../../i18n/english';
import type { SiteFooterLabels } from './SiteFooter.props';
export type { SiteFooterLabels };

export interface FooterLinkGroup {
  title: string;
  links: NavItem[];
}

export interface FooterContact {
  email: string;
  phone: string;
  address: string;
}

/** The English pack's texts (`enCA.SiteFooter`), for apps that build on them. */
export const defaultSiteFooterLabels: SiteFooterLabels = english.SiteFooter;

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

/** One titled column of the footer; `as` is the landmark it is (a nav, or the contact section). */
function FooterColumn({
  as: Element = 'nav',
  id,
  title,
  listClassName = css.list,
  children,
}: {
  as?: 'nav' | 'section';
  id: string;
  title: string;
  listClassName?: string;
  children: ReactNode;
}) {
  return (
    <Element aria-labelledby={id}>
      <h2 id={id} className={css.groupTitle}>
        {title}
      </h2>
      <ul className={listClassName}>{children}</ul>
    </Element>
  );
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
  const labels = { ...useUiTextsOr('SiteFooter', english.SiteFooter), ...labelOverrides };
  const id = useId();
  const linkItems = (items: NavItem[]) =>
    items.map((item) => (
      <li key={item.href}>
        <LinkComponent href={item.href} lang={item.lang} className={css.link}>
          {item.label}
        </LinkComponent>
      </li>
    ));
  return (
    <footer className={css.footer} lang={lang}>
      <Container className={css.inner}>
        <div className={css.top}>
          <div className={css.brandBlock}>
            <p className={css.brandName}>{brandName}</p>
            <p className={css.blurb}>{blurb}</p>
          </div>
          {linkGroups.map((group, index) => (
            <FooterColumn key={group.title} id={`${id}-group-${index}`} title={group.title}>
              {linkItems(group.links)}
            </FooterColumn>
          ))}
          <FooterColumn as="section" id={`${id}-contact`} title={labels.contact}>
            <li>
              <a href={`mailto:${contact.email}`} className={css.link}>
                <Glyph d={glyph.mail} size={18} />
                {contact.email}
              </a>
            </li>
            <li>
              <a href={telHref(contact.phone)} className={css.link}>
                <Glyph d={glyph.phone} size={18} />
                {contact.phone}
              </a>
            </li>
            <li>
              <address className={css.address}>
                <Glyph d={glyph.mapPin} size={18} />
                {contact.address}
              </address>
            </li>
          </FooterColumn>
        </div>
        <FooterColumn id={`${id}-cities`} title={labels.cities} listClassName={css.cityList}>
          {linkItems(cities)}
        </FooterColumn>
        <p className={css.bottom}>
          © {year} {brandName}. {labels.rights}
        </p>
      </Container>
    </footer>
  );
}
