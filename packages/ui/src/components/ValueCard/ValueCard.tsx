import { useId } from 'react';
import { Heading, Text, type HeadingLevel } from '../../primitives';
import { IconTile, type IconName } from '../Icon/Icon';
import * as css from './ValueCard.css';

export interface ValueCardProps {
  icon: IconName;
  title: string;
  description: string;
  headingLevel?: Exclude<HeadingLevel, 1>;
  lang?: string;
}

/** One of the agency's values on the About page. */
export function ValueCard({ icon, title, description, headingLevel = 3, lang }: ValueCardProps) {
  const titleId = useId();
  return (
    <article className={css.card} aria-labelledby={titleId} lang={lang}>
      <IconTile name={icon} size="xl" shape="round" tone="primary" />
      <Heading level={headingLevel} size="3" id={titleId}>
        {title}
      </Heading>
      <Text tone="muted">{description}</Text>
    </article>
  );
}
