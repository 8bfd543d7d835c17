import { useId } from 'react';
import { Heading, Text, type HeadingLevel } from '../../primitives/typography';
import { Grid, Stack } from '../../primitives/layout';
import { Glyph, IconItem } from '../Icon/Icon';
import * as glyph from '../Icon/glyphs';
import { addonAmount, type AddonPrice } from './addonPrice';
import { useLocale, useUiTextsOr } from '../../i18n/context';
import * as english from '../../i18n/english';
import * as css from './AddonList.css';

export interface Addon extends AddonPrice {
  name: string;
  description: string;
  features?: readonly string[];
}

export interface AddonListProps {
  addons: readonly Addon[];
  /** Level of each add-on's name; the list sits under the page's own section heading. */
  headingLevel?: HeadingLevel;
  /** Follows a numeric `price`; the locale pack's ('/month', '/mois') unless given. */
  periodText?: string;
  /** Formats the figures; the provider's locale unless given. */
  locale?: string;
  lang?: string;
}

/** An add-on's price: the formatted figure and its period, or the ready text. */
export function AddonPriceLine({
  addon,
  periodText,
  locale,
}: {
  addon: AddonPrice;
  periodText?: string;
  locale?: string;
}) {
  const packPeriod = useUiTextsOr('AddonList', english.AddonList).period;
  const contextLocale = useLocale();
  const amount = addonAmount(addon, locale ?? contextLocale);
  return (
    <p className={css.price}>
      {amount ?? addon.priceText}
      {amount && <span className={css.period}>{periodText ?? packPeriod}</span>}
    </p>
  );
}

const checkMark = (
  <span className={css.check}>
    <Glyph d={glyph.check} size={16} />
  </span>
);

/** What an add-on includes, each with a check mark; nothing for an empty list. */
export function AddonFeatures({ features }: { features?: readonly string[] }) {
  if (!features || features.length === 0) return null;
  return (
    <Stack as="ul" space="xs">
      {features.map((feature) => (
        <IconItem key={feature} className={css.feature} icon={checkMark}>
          {feature}
        </IconItem>
      ))}
    </Stack>
  );
}

function AddonItem({
  addon,
  headingLevel,
  periodText,
  locale,
}: {
  addon: Addon;
  headingLevel: HeadingLevel;
  periodText?: string;
  locale?: string;
}) {
  const headingId = useId();
  return (
    <li>
      <article className={css.item} aria-labelledby={headingId}>
        <Stack space="xxs">
          <Heading level={headingLevel} size="4" id={headingId}>
            {addon.name}
          </Heading>
          <AddonPriceLine addon={addon} periodText={periodText} locale={locale} />
        </Stack>
        <Text size="sm" tone="muted">
          {addon.description}
        </Text>
        <AddonFeatures features={addon.features} />
      </article>
    </li>
  );
}

/** The pricing page's premium add-ons, one card each. */
export function AddonList({ addons, headingLevel = 3, periodText, locale, lang }: AddonListProps) {
  return (
    <Grid as="ul" lang={lang}>
      {addons.map((addon) => (
        <AddonItem
          key={addon.name}
          addon={addon}
          headingLevel={headingLevel}
          periodText={periodText}
          locale={locale}
        />
      ))}
    </Grid>
  );
}
