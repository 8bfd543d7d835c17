// Plain elements rather than Box: Box runs sprinkles, whose class table would then ship with
// every page that renders a card or a section.
import { createElement, type ElementType, type ReactNode } from 'react';
import { warnDeprecated } from '../deprecation';
import * as css from './surface.css';
import {
  surfaceDefaults,
  type BadgeTone,
  type CardEmphasis,
  type SectionTone,
} from './surface.props';

export type { BadgeTone } from './surface.props';

export interface CardProps {
  as?: ElementType;
  emphasis?: CardEmphasis;
  children?: ReactNode;
  'aria-labelledby'?: string;
  lang?: string;
  'data-testid'?: string;
}

/** A bordered surface that groups one thing: a plan, a city, a service. */
export function Card({ as = 'div', emphasis = surfaceDefaults.cardEmphasis, ...rest }: CardProps) {
  return createElement(as, { className: `${css.card} ${css.cardEmphasis[emphasis]}`, ...rest });
}

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
}

export function Badge({ tone = surfaceDefaults.badgeTone, children }: BadgeProps) {
  return <span className={`${css.badge} ${css.badgeTone[tone]}`}>{children}</span>;
}

export interface SectionProps {
  tone?: SectionTone;
  /** Id of the heading that names this region for assistive technology. */
  'aria-labelledby'?: string;
  /** @deprecated Since 1.0.0, removed in 2.0.0: use `aria-labelledby`, as on `Card`. */
  labelledBy?: string;
  lang?: string;
  id?: string;
  children?: ReactNode;
}

/** A full-width page band with vertical rhythm; content goes in a Container inside. */
export function Section({ tone = surfaceDefaults.sectionTone, labelledBy, ...rest }: SectionProps) {
  if (labelledBy !== undefined) warnDeprecated("Section's `labelledBy`", '`aria-labelledby`');
  return createElement('section', {
    'aria-labelledby': labelledBy,
    className: `${css.section} ${css.sectionTone[tone]}`,
    ...rest,
  });
}
