import { useId } from 'react';
import { Heading, Stack, Text, type HeadingLevel } from '../../primitives';
import * as css from './TeamProfile.css';

export interface TeamProfilePhoto {
  src: string;
  alt: string;
  width?: number;
  height?: number;
}

export interface TeamProfileProps {
  name: string;
  role: string;
  description: string;
  /** Without a photo the person's initials stand in as the avatar. */
  photo?: TeamProfilePhoto;
  headingLevel?: Exclude<HeadingLevel, 1>;
  lang?: string;
}

/** First letters of the first and last words: 'Sarah Chen' → 'SC'. */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}

/** A team member on the About page. */
export function TeamProfile({
  name,
  role,
  description,
  photo,
  headingLevel = 3,
  lang,
}: TeamProfileProps) {
  const nameId = useId();
  return (
    <article className={css.card} aria-labelledby={nameId} lang={lang}>
      {photo ? (
        <img
          className={css.photo}
          src={photo.src}
          alt={photo.alt}
          width={photo.width ?? 96}
          height={photo.height ?? 96}
          loading="lazy"
          decoding="async"
        />
      ) : (
        // The name is right below, so the initials are decoration.
        <span className={css.initials} aria-hidden="true">
          {initialsOf(name)}
        </span>
      )}
      <Stack space="xxs" alignItems="center">
        <Heading level={headingLevel} size="3" id={nameId}>
          {name}
        </Heading>
        <p className={css.role}>{role}</p>
      </Stack>
      <Text tone="muted">{description}</Text>
    </article>
  );
}
