// Plain elements rather than Box: Box runs sprinkles, whose class table would then ship with
// every page that renders text.
import { createElement, type ElementType, type ReactNode } from 'react';
import * as css from './typography.css';
import {
  textDefaults,
  type HeadingSize,
  type TextAlign,
  type TextSize,
  type TextTone,
  type TextWeight,
} from './typography.props';

export type { TextTone } from './typography.props';

export interface TextProps {
  as?: ElementType;
  size?: TextSize;
  tone?: TextTone;
  weight?: TextWeight;
  align?: TextAlign;
  strikeThrough?: boolean;
  id?: string;
  lang?: string;
  children?: ReactNode;
}

export function Text({
  as = textDefaults.as,
  size = textDefaults.size,
  tone = textDefaults.tone,
  weight = textDefaults.weight,
  align,
  strikeThrough = false,
  ...rest
}: TextProps) {
  return createElement(as, {
    className: [
      css.textBase,
      css.textSize[size],
      css.textTone[tone],
      css.textWeight[weight],
      align && css.textAlign[align],
      strikeThrough && css.strikeThrough,
    ]
      .filter(Boolean)
      .join(' '),
    ...rest,
  });
}

export type HeadingLevel = 1 | 2 | 3 | 4;

export interface HeadingProps {
  /** The document outline level; the visual size is chosen separately. */
  level: HeadingLevel;
  size?: HeadingSize;
  tone?: TextTone;
  align?: TextAlign;
  id?: string;
  lang?: string;
  /** -1 lets a script move focus to the heading (a new view's title) without a Tab stop. */
  tabIndex?: -1;
  children?: ReactNode;
}

export function Heading({ level, size, tone = textDefaults.tone, align, ...rest }: HeadingProps) {
  const visual: HeadingSize = size ?? (String(level) as HeadingSize);
  return createElement(`h${level}`, {
    className: [
      css.headingBase,
      css.headingSize[visual],
      css.textTone[tone],
      align && css.textAlign[align],
    ]
      .filter(Boolean)
      .join(' '),
    ...rest,
  });
}

/** Text for screen readers only, e.g. the name of an icon-only control. */
export function VisuallyHidden({
  children,
  as = 'span',
}: {
  children: ReactNode;
  as?: ElementType;
}) {
  return createElement(as, { className: css.visuallyHidden }, children);
}
