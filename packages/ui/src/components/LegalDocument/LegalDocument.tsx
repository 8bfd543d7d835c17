import { useId } from 'react';
import { Heading } from '../../primitives';
import { Icon } from '../Icon/Icon';
import * as css from './LegalDocument.css';

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

/** The privacy policy and terms pages: a title, dated sections and how to reach the agency. */
export function LegalDocument({
  title,
  lastUpdated = 'January 3, 2025',
  lastUpdatedLabel = 'Last updated',
  sections,
  contact,
  lang,
}: LegalDocumentProps) {
  const titleId = useId();
  const contactId = useId();
  return (
    <article className={css.page} aria-labelledby={titleId} lang={lang}>
      <div className={css.column}>
        <header className={css.header}>
          <h1 className={css.title} id={titleId}>
            {title}
          </h1>
          <p className={css.updated}>
            <Icon name="calendar" size={16} />
            {lastUpdatedLabel}: {lastUpdated}
          </p>
        </header>
        <div className={css.sections}>
          {sections.map((section) => (
            <section key={section.heading} className={css.section}>
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
            </section>
          ))}
        </div>
        <section className={css.contact} aria-labelledby={contactId}>
          <Heading level={2} size="3" id={contactId}>
            {contact.heading}
          </Heading>
          {contact.intro && <p className={css.paragraph}>{contact.intro}</p>}
          <ul className={css.contactList}>
            <li className={css.contactItem}>
              <span className={css.contactIcon}>
                <Icon name="mail" size={18} label={contact.emailLabel ?? 'Email'} />
              </span>
              <a className={css.contactLink} href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            </li>
            <li className={css.contactItem}>
              <span className={css.contactIcon}>
                <Icon name="phone" size={18} label={contact.phoneLabel ?? 'Phone'} />
              </span>
              <a className={css.contactLink} href={telHref(contact.phone)}>
                {contact.phone}
              </a>
            </li>
            <li className={css.contactItem}>
              <span className={css.contactIcon}>
                <Icon name="mapPin" size={18} label={contact.addressLabel ?? 'Address'} />
              </span>
              <span>{contact.address}</span>
            </li>
          </ul>
        </section>
      </div>
    </article>
  );
}
