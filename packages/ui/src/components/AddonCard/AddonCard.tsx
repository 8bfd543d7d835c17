import { useId } from 'react';
import { Badge } from '../../primitives/surface';
import { Heading, Text, type HeadingLevel } from '../../primitives/typography';
import { Button } from '../Button/Button';
import { Glyph } from '../Icon/Icon';
import * as glyph from '../Icon/glyphs';
import { AddonFeatures, AddonPriceLine } from '../AddonList/AddonList';
import * as css from './AddonCard.css';
import { useUiTextsOr } from '../../i18n/context';
import * as english from '../../i18n/english';
import type { AddonCardLabels } from './AddonCard.props';
export type { AddonCardLabels };

/** The English pack's texts (`enCA.AddonCard`), for apps that build on them. */
export const defaultAddonCardLabels: AddonCardLabels = english.AddonCard;

export interface AddonCardProps {
  name: string;
  /** Ready price text, e.g. '$497/month'; or give `price` in dollars. */
  priceText?: string;
  price?: number;
  /** Follows a numeric `price`; the locale pack's ('/month', '/mois') unless given. */
  periodText?: string;
  description: string;
  features?: readonly string[];
  /** The customer already has this add-on: 'Active' badge instead of the button. */
  active?: boolean;
  /** Called with the add-on name. */
  onAdd?: (addonName: string) => void;
  busy?: boolean;
  headingLevel?: HeadingLevel;
  labels?: Partial<AddonCardLabels>;
  /** Formats the price; the provider's locale unless given. */
  locale?: string;
  lang?: string;
}

/** An add-on on the dashboard, with its 'Active' badge or 'Add' action. */
export function AddonCard({
  name,
  priceText,
  price,
  periodText,
  description,
  features,
  active = false,
  onAdd,
  busy = false,
  headingLevel = 3,
  labels: labelOverrides,
  locale,
  lang,
}: AddonCardProps) {
  const headingId = useId();
  const labels = { ...useUiTextsOr('AddonCard', english.AddonCard), ...labelOverrides };

  return (
    <article
      className={[css.card, active && css.active].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      lang={lang}
    >
      <Heading level={headingLevel} size="4" id={headingId}>
        {name}
      </Heading>
      <AddonPriceLine addon={{ priceText, price }} periodText={periodText} locale={locale} />
      <Text size="sm" tone="muted">
        {description}
      </Text>
      <AddonFeatures features={features} />
      <div className={css.footer}>
        {active ? (
          <Badge tone="success">
            <Glyph d={glyph.check} size={14} />
            {labels.active}
          </Badge>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            fullWidth
            busy={busy}
            busyLabel={labels.adding}
            aria-label={labels.actionName(busy ? labels.adding : labels.add, name)}
            onClick={() => onAdd?.(name)}
          >
            <Glyph d={glyph.plus} size={16} />
            {labels.add}
          </Button>
        )}
      </div>
    </article>
  );
}
