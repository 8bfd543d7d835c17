import { Grid } from '../../primitives/layout';
import * as css from './StatGrid.css';
import { useUiTextsOr } from '../../i18n/context';
import * as english from '../../i18n/english';
import { statGridDefaults, type StatGridProps } from './StatGrid.props';

export type { StatGridProps };

/** Desktop columns by number of figures: all in one row, four at the most. */
const desktopColumns = [1, 2, 3, 4] as const;

/** A row of headline figures: two columns on phones, one row on desktop. */
export function StatGrid({
  items,
  tone = statGridDefaults.tone,
  label,
  sourcePrefix,
  lang,
}: StatGridProps) {
  const t = useUiTextsOr('StatGrid', english.StatGrid, { sourcePrefix });
  return (
    <Grid
      as="ul"
      columns={[2, null, desktopColumns[Math.min(items.length, 4) - 1] ?? 4]}
      space={['md', null, 'lg']}
      aria-label={label}
      lang={lang}
    >
      {items.map((item) => (
        <li key={item.label} className={`${css.item} ${css.itemTone[tone]}`}>
          <span className={`${css.value} ${css.valueTone[tone]}`}>{item.value}</span>
          <span className={css.label}>{item.label}</span>
          {item.source && (
            <span className={`${css.source} ${css.sourceTone[tone]}`}>
              {t.sourcePrefix} {item.source}
            </span>
          )}
        </li>
      ))}
    </Grid>
  );
}
