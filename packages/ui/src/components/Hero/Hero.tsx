import { useId, type ReactNode } from 'react';
import { Container, Stack } from '../../primitives/layout';
import { Button } from '../Button/Button';
import type { ButtonVariant } from '../Button/Button.props';
import { Icon } from '../Icon/Icon';
import * as css from './Hero.css';

export type HeroTone = keyof typeof css.tone;

export interface HeroAction {
  label: string;
  href: string;
}

export interface HeroProps {
  headline: string;
  eyebrow?: string;
  subtitle?: string;
  primaryAction?: HeroAction;
  secondaryAction?: HeroAction;
  /** A short reassurance under the buttons, e.g. 'Trusted by 1,200+ Canadian businesses'. */
  trustLine?: string;
  tone?: HeroTone;
  /** 1 on a page's own hero; lower when the hero sits inside another section. */
  headingLevel?: 1 | 2;
  /**
   * An illustration beside the text from desktop width, under it (after the buttons) on smaller
   * screens, e.g. an AnswerPanel. Keep its type smaller than the headline, which stays the LCP.
   */
  aside?: ReactNode;
  lang?: string;
}

const actionVariants: Record<HeroTone, { primary: ButtonVariant; secondary: ButtonVariant }> = {
  default: { primary: 'primary', secondary: 'secondary' },
  inverse: { primary: 'inverse', secondary: 'ghost' },
};

export function Hero({
  headline,
  eyebrow,
  subtitle,
  primaryAction,
  secondaryAction,
  trustLine,
  tone = 'default',
  headingLevel = 1,
  aside,
  lang,
}: HeroProps) {
  const headingId = useId();
  const HeadingTag = `h${headingLevel}` as const;
  const variants = actionVariants[tone];
  return (
    <section aria-labelledby={headingId} className={`${css.hero} ${css.tone[tone]}`} lang={lang}>
      <Container>
        <div className={aside ? css.split : undefined}>
          <Stack space="lg" alignItems="flex-start" className={css.content}>
            {eyebrow && <p className={`${css.eyebrow} ${css.eyebrowTone[tone]}`}>{eyebrow}</p>}
            <HeadingTag id={headingId} className={css.headline}>
              {headline}
            </HeadingTag>
            {subtitle && <p className={`${css.subtitle} ${css.subtitleTone[tone]}`}>{subtitle}</p>}
            {(primaryAction || secondaryAction) && (
              <div className={css.actions}>
                {primaryAction && (
                  <div className={css.action}>
                    <Button href={primaryAction.href} variant={variants.primary} size="lg">
                      {primaryAction.label}
                      <Icon name="arrowRight" size={18} />
                    </Button>
                  </div>
                )}
                {secondaryAction && (
                  <div
                    className={[css.action, tone === 'inverse' && css.outlineOnInverse]
                      .filter(Boolean)
                      .join(' ')}
                  >
                    <Button href={secondaryAction.href} variant={variants.secondary} size="lg">
                      {secondaryAction.label}
                    </Button>
                  </div>
                )}
              </div>
            )}
            {trustLine && (
              <p className={css.trust}>
                <Icon name="checkCircle" size={18} />
                {trustLine}
              </p>
            )}
          </Stack>
          {aside && <div className={css.aside}>{aside}</div>}
        </div>
      </Container>
    </section>
  );
}
