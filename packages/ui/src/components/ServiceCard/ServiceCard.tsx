import { useId } from 'react';
import { Heading, Stack, Text, VisuallyHidden, type HeadingLevel } from '../../primitives';
import { Button } from '../Button/Button';
import { Icon, IconTile, type IconName } from '../Icon/Icon';
import * as css from './ServiceCard.css';
import { useUiTexts } from '../../i18n/context';

export interface ServiceCardAction {
  label: string;
  href: string;
}

export interface ServiceCardProps {
  icon: IconName;
  title: string;
  description: string;
  /** The service's bullet features; the Services page shows five per card. */
  features: readonly string[];
  /** A link to learn more or get started; its accessible name also carries the title. */
  action?: ServiceCardAction;
  headingLevel?: Exclude<HeadingLevel, 1>;
  lang?: string;
}

/** One service the agency sells, with what the client gets. */
export function ServiceCard({
  icon,
  title,
  description,
  features,
  action,
  headingLevel = 3,
  lang,
}: ServiceCardProps) {
  const titleId = useId();
  const { colon } = useUiTexts('Punctuation');
  return (
    <article className={css.card} aria-labelledby={titleId} lang={lang}>
      <IconTile name={icon} />
      <Stack space="sm">
        <Heading level={headingLevel} size="3" id={titleId}>
          {title}
        </Heading>
        <Text tone="muted">{description}</Text>
      </Stack>
      <ul className={css.features}>
        {features.map((feature) => (
          <li key={feature} className={css.feature}>
            <span className={css.check}>
              <Icon name="check" size={20} />
            </span>
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {action && (
        <div className={css.action}>
          <Button href={action.href} variant="secondary" fullWidth>
            {action.label}
            <VisuallyHidden>
              {colon}
              {title}
            </VisuallyHidden>
          </Button>
        </div>
      )}
    </article>
  );
}
