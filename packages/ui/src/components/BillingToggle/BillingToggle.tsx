import { useId } from 'react';
import { VisuallyHidden } from '../../primitives/typography';
import { Glyph } from '../Icon/Icon';
import * as glyph from '../Icon/glyphs';
import * as css from './BillingToggle.css';
import { useUiTextsOr } from '../../i18n/context';
import * as english from '../../i18n/english';
import {
  billingToggleHooks,
  type BillingPeriodValue,
  type BillingToggleLabels,
} from './BillingToggle.props';
export type { BillingPeriodValue, BillingToggleLabels };

/** The English pack's texts (`enCA.BillingToggle`), for apps that build on them. */
export const defaultBillingToggleLabels: BillingToggleLabels = english.BillingToggle;

export interface BillingToggleProps {
  value: BillingPeriodValue;
  onChange: (value: BillingPeriodValue) => void;
  /** Shown while annual billing is selected, e.g. 'Save 15% with annual billing!'. */
  annualBanner?: string | null;
  labels?: Partial<BillingToggleLabels>;
  lang?: string;
  /**
   * For a page that runs the toggle without React (billingToggleBehaviour.ts): the annual banner
   * is prerendered in a template beside the live region, which the behaviour writes it into.
   */
  bannerTemplate?: boolean;
}

/** The monthly/annual switch above the plans: a native radio group styled as a segmented pill. */
export function BillingToggle({
  value,
  onChange,
  annualBanner: annualBannerProp,
  labels: labelOverrides,
  lang,
  bannerTemplate = false,
}: BillingToggleProps) {
  const t = useUiTextsOr('BillingToggle', english.BillingToggle);
  // null hides the banner; only a missing one takes the pack's.
  const annualBanner = annualBannerProp === undefined ? t.annualBanner : annualBannerProp;
  const name = useId();
  const labels = { ...useUiTextsOr('BillingToggle', english.BillingToggle), ...labelOverrides };
  const options: { value: BillingPeriodValue; label: string }[] = [
    { value: 'monthly', label: labels.monthly },
    { value: 'annual', label: labels.annual },
  ];

  const banner = annualBanner ? (
    <p className={css.banner}>
      <Glyph d={glyph.sparkle} size={16} />
      {annualBanner}
    </p>
  ) : null;

  return (
    <div className={css.root} lang={lang}>
      <fieldset className={css.fieldset}>
        <legend>
          <VisuallyHidden>{labels.legend}</VisuallyHidden>
        </legend>
        <div className={css.track}>
          {options.map((option) => (
            <label key={option.value} className={css.option}>
              <input
                className={css.input}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
              />
              {option.label}
              {option.value === 'annual' && <span className={css.discount}>{labels.discount}</span>}
            </label>
          ))}
        </div>
      </fieldset>
      {/* Always mounted so the banner is announced when it appears, and as tall empty as with
          the banner (css.bannerPlace), so the banner moves nothing below it. */}
      <div aria-live="polite" className={banner ? css.bannerPlace : undefined}>
        {value === 'annual' && banner}
      </div>
      {bannerTemplate && banner && (
        <template {...{ [billingToggleHooks.banner]: '' }}>{banner}</template>
      )}
    </div>
  );
}
