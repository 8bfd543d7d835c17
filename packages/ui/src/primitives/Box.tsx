import { createElement, type AllHTMLAttributes, type ElementType, type Ref } from 'react';
import { sprinkles, type Sprinkles } from './sprinkles.css';

type HTMLProps = Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'>;

export interface BoxProps extends Sprinkles, HTMLProps {
  /** The element to render; layout comes from sprinkle props, never from one-off CSS. */
  as?: ElementType;
  ref?: Ref<HTMLElement>;
  'data-testid'?: string;
}

const sprinkleKeys = new Set<string>(sprinkles.properties);

/** The layout atom: every sprinkle property is a prop, everything else passes to the element. */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const atomProps: Record<string, unknown> = {};
  const nativeProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkleKeys.has(key)) atomProps[key] = value;
    else nativeProps[key] = value;
  }
  const atoms = sprinkles(atomProps as Sprinkles);
  return createElement(as, {
    ...nativeProps,
    className: [atoms, className].filter(Boolean).join(' ') || undefined,
  });
}
