import type { ReactNode } from 'react';
import { Stack } from '../../primitives/layout';
import type { HeadingLevel } from '../../primitives/typography';
import { Glyph } from '../Icon/Icon';
import * as glyph from '../Icon/glyphs';
import * as css from './FaqList.css';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

export interface FaqListProps {
  items: readonly FaqItem[];
  /** Level of each question heading, one below the section heading that holds the list. */
  headingLevel?: HeadingLevel;
  /** Indexes of the items open on first render. */
  defaultOpen?: readonly number[];
  lang?: string;
}

/**
 * Questions as native disclosures: they open without JavaScript, are found by the browser's
 * in-page search, and keyboard and screen-reader support comes from the platform.
 */
export function FaqList({ items, headingLevel = 3, defaultOpen = [], lang }: FaqListProps) {
  const QuestionHeading = `h${headingLevel}` as const;
  return (
    <Stack as="ul" space="sm" lang={lang}>
      {items.map((item, index) => (
        <li key={item.question}>
          <details className={css.details} open={defaultOpen.includes(index) || undefined}>
            <summary className={css.summary}>
              <QuestionHeading className={css.question}>{item.question}</QuestionHeading>
              <span className={css.chevron}>
                <Glyph d={glyph.chevronDown} size={20} />
              </span>
            </summary>
            <div className={css.answer}>{item.answer}</div>
          </details>
        </li>
      ))}
    </Stack>
  );
}
