import { useId } from 'react';
import { VisuallyHidden } from '../../primitives/typography';
import { Icon } from '../Icon/Icon';
import * as css from './BillingToggle.css';
import { enCA } from '../../i18n/en-CA';
import { useUiTexts } from '../../i18n/context';
import type { BillingToggleLabels } from './BillingToggle.props';
export type { BillingToggleLabels };

export type BillingPeriodValue = 'monthly' | 'annual';

/** The English pack's texts (`enCA.BillingToggle`), for apps that build on them. */
export const defaultBillingToggleLabels: BillingToggleLabels = enCA.BillingToggle;

export interface BillingToggleProps {
  value: BillingPeriodValue;
  onChange: (value: BillingPeriodValue) => void;
  /** Shown while annual billing is selected, e.g. 'Save 15% with annual billing!'. */
  annualBanner?: string | null;
  labels?: Partial<BillingToggleLabels>;
  lang?: string;
}

/** The monthly/annual switch above the plans: a native radio group styled as a segmented pill. */
export function BillingToggle({
  value,
  onChange,
  annualBanner: annualBannerProp,
  labels: labelOverrides,
  lang,
}: BillingToggleProps) {
  const t = useUiTexts('BillingToggle');
  // null hides the banner; only a missing one takes the pack's.
  const annualBanner = annualBannerProp === undefined ? t.annualBanner : annualBannerProp;
  const name = useId();
  const labels = { ...useUiTexts('BillingToggle'), ...labelOverrides };
  const options: { value: BillingPeriodValue; label: string }[] = [
    { value: 'monthly', label: labels.monthly },
    { value: 'annual', label: labels.annual },
  ];

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
      {/* Always mounted so the banner is announced when it appears. */}
      <div aria-live="polite">
        {value === 'annual' && annualBanner && (
          <p className={css.banner}>
            <Icon name="sparkle" size={16} />
            {annualBanner}
          </p>
        )}
      </div>
    </div>
  );
}
