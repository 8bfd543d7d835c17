import { Stack } from '../../primitives/layout';
import { Icon } from '../Icon/Icon';
import * as css from './QueryComparison.css';

export interface QueryExample {
  /** What people type into a search box, e.g. 'plumber toronto'. */
  traditional: string;
  /** What people ask an answer engine, e.g. 'Who is the best emergency plumber near me?'. */
  aeo: string;
  explanation?: string;
}

export interface QueryComparisonProps {
  items: readonly QueryExample[];
  traditionalLabel?: string;
  aeoLabel?: string;
  /** Names the list for assistive technology when no visible heading precedes it. */
  label?: string;
  lang?: string;
}

/** Side-by-side examples of a typed keyword search and the question asked of an answer engine. */
export function QueryComparison({
  items,
  traditionalLabel = 'Traditional search',
  aeoLabel = 'AEO query',
  label,
  lang,
}: QueryComparisonProps) {
  return (
    <Stack as="ul" space="lg" aria-label={label} lang={lang}>
      {items.map((item) => (
        <li key={item.traditional + item.aeo} className={css.item}>
          <div className={css.pair}>
            <div className={css.traditional}>
              <p className={css.traditionalLabel}>
                <Icon name="search" size={16} />
                {traditionalLabel}
              </p>
              <q className={css.query}>{item.traditional}</q>
            </div>
            <span className={css.arrow} aria-hidden="true">
              <Icon name="arrowRight" size={24} />
            </span>
            <div className={css.aeo}>
              <p className={css.aeoLabel}>
                <Icon name="chat" size={16} />
                {aeoLabel}
              </p>
              <q className={css.query}>{item.aeo}</q>
            </div>
          </div>
          {item.explanation && <p className={css.explanation}>{item.explanation}</p>}
        </li>
      ))}
    </Stack>
  );
}
