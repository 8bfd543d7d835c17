import { useId } from 'react';
import { Container, Stack } from '../../primitives/layout';
import { Button } from '../Button/Button';
import type { ButtonVariant } from '../Button/Button.props';
import { Glyph } from '../Icon/Icon';
import * as glyph from '../Icon/glyphs';
import * as css from './Hero.css';
import { heroDefaults, type HeroProps, type HeroTone } from './Hero.props';

export type { HeroProps };

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
  tone = heroDefaults.tone,
  headingLevel = heroDefaults.headingLevel,
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
                      <Glyph d={glyph.arrowRight} size={18} />
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
                <Glyph d={glyph.checkCircle} size={18} />
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
