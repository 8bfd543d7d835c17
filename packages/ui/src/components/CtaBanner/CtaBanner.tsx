import { useId } from 'react';
import { Button } from '../Button/Button';
import type { ButtonVariant } from '../Button/Button.props';
import * as css from './CtaBanner.css';
import {
  ctaBannerDefaults,
  type CtaAction,
  type CtaBannerProps,
  type CtaBannerTone,
} from './CtaBanner.props';

export type { CtaBannerProps };

const variants: Record<CtaBannerTone, { primary: ButtonVariant; secondary: ButtonVariant }> = {
  primary: { primary: 'inverse', secondary: 'ghost' },
  inverse: { primary: 'inverse', secondary: 'ghost' },
  muted: { primary: 'primary', secondary: 'secondary' },
};

function ActionButton({ action, variant }: { action: CtaAction; variant: ButtonVariant }) {
  if (action.href !== undefined) {
    return (
      <Button href={action.href} variant={variant} size="lg">
        {action.label}
      </Button>
    );
  }
  return (
    <Button variant={variant} size="lg" onClick={action.onAction}>
      {action.label}
    </Button>
  );
}

export function CtaBanner({
  heading,
  text,
  primaryAction,
  secondaryAction,
  tone = ctaBannerDefaults.tone,
  headingLevel = ctaBannerDefaults.headingLevel,
  lang,
}: CtaBannerProps) {
  const headingId = useId();
  const HeadingTag = `h${headingLevel}` as const;
  const toneVariants = variants[tone];
  return (
    <section aria-labelledby={headingId} className={`${css.banner} ${css.tone[tone]}`} lang={lang}>
      <HeadingTag id={headingId} className={css.heading}>
        {heading}
      </HeadingTag>
      {text && <p className={css.text}>{text}</p>}
      {(primaryAction || secondaryAction) && (
        <div className={css.actions}>
          {primaryAction && (
            <div className={css.action}>
              <ActionButton action={primaryAction} variant={toneVariants.primary} />
            </div>
          )}
          {secondaryAction && (
            <div
              className={[css.action, tone !== 'muted' && css.outlineOnColour]
                .filter(Boolean)
                .join(' ')}
            >
              <ActionButton action={secondaryAction} variant={toneVariants.secondary} />
            </div>
          )}
        </div>
      )}
    </section>
  );
}
