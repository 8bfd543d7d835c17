import { useId, type ReactNode } from 'react';
import { Container, Heading, Stack } from '../../primitives';
import { Glyph, IconTile, type IconName } from '../Icon/Icon';
import * as glyph from '../Icon/glyphs';
import { textLink } from '../../link/Link.css';
import * as css from './LegalDocument.css';
import { useUiTextsOr } from '../../i18n/context';
import * as english from '../../i18n/english';

export interface LegalSection {
  heading: string;
  paragraphs?: readonly string[];
  /** Bullet points shown after the paragraphs. */
  list?: readonly string[];
}

export interface LegalContact {
  heading: string;
  intro?: string;
  email: string;
  phone: string;
  /** e.g. 'Toronto, Ontario, Canada'. */
  address: string;
  emailLabel?: string;
  phoneLabel?: string;
  addressLabel?: string;
}

export interface LegalDocumentProps {
  /** e.g. 'Privacy Policy' or 'Terms of Service'. */
  title: string;
  lastUpdated?: string;
  lastUpdatedLabel?: string;
  sections: readonly LegalSection[];
  contact: LegalContact;
  lang?: string;
}

/** Digits and a leading plus only, as tel: links expect. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** One way to reach the agency; the icon's label names it for screen readers. */
function ContactItem({
  icon,
  label,
  children,
}: {
  icon: IconName;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className={css.contactItem}>
      <IconTile name={icon} label={label} size="xs" shape="round" tone="surface" />
      {children}
    </li>
  );
}

/** The privacy policy and terms pages: a title, dated sections and how to reach the agency. */
export function LegalDocument({
  title,
  lastUpdated = 'January 3, 2025',
  lastUpdatedLabel,
  sections,
  contact,
  lang,
}: LegalDocumentProps) {
  const t = useUiTextsOr('LegalDocument', english.LegalDocument, { lastUpdated: lastUpdatedLabel });
  const { colon } = useUiTextsOr('Punctuation', english.Punctuation);
  const titleId = useId();
  const contactId = useId();
  return (
    <article className={css.page} aria-labelledby={titleId} lang={lang}>
      <Container measure="prose">
        <Stack as="header" space="sm" className={css.header}>
          <h1 className={css.title} id={titleId}>
            {title}
          </h1>
          <p className={css.updated}>
            <Glyph d={glyph.calendar} size={16} />
            {t.lastUpdated}
            {colon}
            {lastUpdated}
          </p>
        </Stack>
        <Stack space="xl">
          {sections.map((section) => (
            <Stack as="section" space="sm" key={section.heading} className={css.section}>
              <Heading level={2} size="3">
                {section.heading}
              </Heading>
              {section.paragraphs?.map((paragraph) => (
                <p key={paragraph} className={css.paragraph}>
                  {paragraph}
                </p>
              ))}
              {section.list && (
                <ul className={css.list}>
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </Stack>
          ))}
        </Stack>
        <section className={css.contact} aria-labelledby={contactId}>
          <Heading level={2} size="3" id={contactId}>
            {contact.heading}
          </Heading>
          {contact.intro && <p className={css.paragraph}>{contact.intro}</p>}
          {/* mailto: and tel: are not the app's routes: plain anchors with Link's look. */}
          <Stack as="ul" space="xs">
            <ContactItem icon="mail" label={contact.emailLabel ?? t.email}>
              <a className={textLink} href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            </ContactItem>
            <ContactItem icon="phone" label={contact.phoneLabel ?? t.phone}>
              <a className={textLink} href={telHref(contact.phone)}>
                {contact.phone}
              </a>
            </ContactItem>
            <ContactItem icon="mapPin" label={contact.addressLabel ?? t.address}>
              <span>{contact.address}</span>
            </ContactItem>
          </Stack>
        </section>
      </Container>
    </article>
  );
}
