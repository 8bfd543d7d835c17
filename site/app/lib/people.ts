// The team as JSON-LD Person nodes (schema-dts typed): the about page describes each member, an
// article's author points to that node by its @id. Imported by those two routes only.
import type { Person, WithContext } from 'schema-dts';
import { absoluteUrl } from '../content/site';
import { agencyRef } from './seo';

/** A team member's node: the about page describes them, an article's author points to them. */
const personId = (name: string) =>
  `${absoluteUrl('/about')}#${name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')}`;

export const personJsonLd = (member: {
  name: string;
  role: string;
  description: string;
}): WithContext<Person> => ({
  '@context': 'https://schema.org',
  '@type': 'Person',
  '@id': personId(member.name),
  name: member.name,
  jobTitle: member.role,
  description: member.description,
  url: absoluteUrl('/about'),
  worksFor: agencyRef(),
});

/** An article's author: the team member of the about page, by reference. */
export const authorRef = (name: string): Person => ({
  '@type': 'Person',
  '@id': personId(name),
  name,
  url: absoluteUrl('/about'),
});
