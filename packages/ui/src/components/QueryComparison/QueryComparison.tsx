import { Stack } from '../../primitives/layout';
import { Glyph, Icon, type IconName } from '../Icon/Icon';
import * as glyph from '../Icon/glyphs';
import * as css from './QueryComparison.css';
import { useUiTextsOr } from '../../i18n/context';
import * as english from '../../i18n/english';
import type { QueryComparisonProps, QuerySide as Side } from './QueryComparison.props';

export type { QueryComparisonProps };

/** One side of a pair: its label with an icon, then the query in quotation marks. */
function QuerySide({
  side,
  icon,
  label,
  query,
}: {
  side: Side;
  icon: IconName;
  label: string;
  query: string;
}) {
  return (
    <div className={css.side[side]}>
      <p className={css.sideLabel[side]}>
        <Icon name={icon} size={16} />
        {label}
      </p>
      <q className={css.query}>{query}</q>
    </div>
  );
}

/** Side-by-side examples of a typed keyword search and the question asked of an answer engine. */
export function QueryComparison({
  items,
  traditionalLabel,
  aeoLabel,
  label,
  lang,
}: QueryComparisonProps) {
  const t = useUiTextsOr('QueryComparison', english.QueryComparison, {
    traditional: traditionalLabel,
    aeo: aeoLabel,
  });
  return (
    <Stack as="ul" space="lg" aria-label={label} lang={lang}>
      {items.map((item) => (
        <li key={item.traditional + item.aeo} className={css.item}>
          <div className={css.pair}>
            <QuerySide
              side="traditional"
              icon="search"
              label={t.traditional}
              query={item.traditional}
            />
            <span className={css.arrow} aria-hidden="true">
              <Glyph d={glyph.arrowRight} size={24} />
            </span>
            <QuerySide side="aeo" icon="chat" label={t.aeo} query={item.aeo} />
          </div>
          {item.explanation && <p className={css.explanation}>{item.explanation}</p>}
        </li>
      ))}
    </Stack>
  );
}
