import { useId } from 'react';
import { Heading, Stack, Text, VisuallyHidden } from '../../primitives';
import { Button } from '../Button/Button';
import { Glyph, IconItem, IconTile, type IconTileProps } from '../Icon/Icon';
import * as glyph from '../Icon/glyphs';
import * as css from './InfoCard.css';
import { useUiTextsOr } from '../../i18n/context';
import * as english from '../../i18n/english';
import { infoCardDefaults, type InfoCardProps, type InfoCardVariant } from './InfoCard.props';

const checkMark = (
  <span className={css.check}>
    <Glyph d={glyph.check} size={20} />
  </span>
);

/** Each variant's icon tile and the space between its heading and its text. */
const looks: Record<
  InfoCardVariant,
  { tile: Omit<IconTileProps, 'name'>; textSpace: 'sm' | 'md' }
> = {
  benefit: { tile: { tone: 'primary' }, textSpace: 'md' },
  problem: { tile: { size: 'sm', tone: 'critical' }, textSpace: 'md' },
  reason: { tile: {}, textSpace: 'sm' },
  service: { tile: {}, textSpace: 'sm' },
  value: { tile: { size: 'xl', shape: 'round', tone: 'primary' }, textSpace: 'md' },
};

/**
 * An icon tile (or a number), a heading and a text, with what a page adds: a labelled box, a
 * checked list, an action. The marketing pages' benefits, problems, services, values and a city's
 * reasons are its variants.
 */
export function InfoCard({
  title,
  description,
  variant = infoCardDefaults.variant,
  icon = variant === 'problem' ? infoCardDefaults.problemIcon : undefined,
  number,
  box,
  boxTone = infoCardDefaults.boxTone[variant],
  boxLabel,
  features,
  action,
  headingLevel = infoCardDefaults.headingLevel,
  lang,
}: InfoCardProps) {
  const titleId = useId();
  const texts = useUiTextsOr('InfoCard', english.InfoCard);
  const { colon } = useUiTextsOr('Punctuation', english.Punctuation);
  const look = looks[variant];
  const tile = icon && <IconTile name={icon} {...look.tile} />;
  const heading = (
    <Heading level={headingLevel} size="3" id={titleId}>
      {title}
    </Heading>
  );
  return (
    <article className={css.card[variant]} aria-labelledby={titleId} lang={lang}>
      {number !== undefined && (
        <p className={css.number} aria-hidden="true">
          {String(number).padStart(2, '0')}
        </p>
      )}
      {variant !== 'problem' && tile}
      <Stack space={look.textSpace}>
        {variant === 'problem' ? (
          <div className={css.titleRow}>
            {tile}
            {heading}
          </div>
        ) : (
          heading
        )}
        <Text tone="muted">{description}</Text>
      </Stack>
      {box && (
        <Stack space="xxs" className={css.box[boxTone]}>
          <p className={css.boxLabel[boxTone]}>
            {boxTone === 'result' && <Glyph d={glyph.trendingUp} size={16} />}
            {boxLabel ?? texts[boxTone]}
          </p>
          <Text weight="medium">{box}</Text>
        </Stack>
      )}
      {features && (
        <ul className={css.features}>
          {features.map((feature) => (
            <IconItem key={feature} className={css.feature} icon={checkMark}>
              {feature}
            </IconItem>
          ))}
        </ul>
      )}
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
