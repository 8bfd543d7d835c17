import { Grid } from '../../primitives/layout';
import * as css from './StatGrid.css';
import { useUiTexts } from '../../i18n/context';

export type StatGridTone = keyof typeof css.itemTone;

export interface StatItem {
  /** Shown as written, e.g. '1,200+' or '340%'. */
  value: string;
  label: string;
  /** Where the figure comes from, shown in small print under the label. */
  source?: string;
}

export interface StatGridProps {
  items: StatItem[];
  tone?: StatGridTone;
  /** Names the list for screen readers when no visible heading precedes it. */
  label?: string;
  sourcePrefix?: string;
  lang?: string;
}

/** Desktop columns by number of figures: all in one row, four at the most. */
const desktopColumns = [1, 2, 3, 4] as const;

/** A row of headline figures: two columns on phones, one row on desktop. */
export function StatGrid({
  items,
  tone = 'default',
  label,
  sourcePrefix: sourcePrefixProp,
  lang,
}: StatGridProps) {
  const t = useUiTexts('StatGrid');
  const sourcePrefix = sourcePrefixProp ?? t.sourcePrefix;
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
              {sourcePrefix} {item.source}
            </span>
          )}
        </li>
      ))}
    </Grid>
  );
}
