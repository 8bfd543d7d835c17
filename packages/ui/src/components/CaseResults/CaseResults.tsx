import * as css from './CaseResults.css';

export interface CaseResultRow {
  /** What is counted, e.g. 'Organic sessions'. */
  label: string;
  /** How it is counted, printed under the label so no figure stands without its meaning. */
  definition: string;
  /** One figure per column, formatted by the caller for the page's locale. */
  values: string[];
}

export interface CaseResultsProps {
  caption: string;
  /** The header of the measures' column, then one header per period ('Before', '3 months' …). */
  columns: string[];
  rows: CaseResultRow[];
  lang?: string;
}

/** A case study's results: one row per measure, its definition beside it, one column per period. */
export function CaseResults({ caption, columns, rows, lang }: CaseResultsProps) {
  const [measure = '', ...periods] = columns;
  return (
    // On a phone the table scrolls inside its box, so the box takes focus for keyboard scrolling.
    <div className={css.scroller} lang={lang} role="region" aria-label={caption} tabIndex={0}>
      <table className={css.table}>
        <caption className={css.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={css.rowHeader}>
              {measure}
            </th>
            {periods.map((period) => (
              <th key={period} scope="col" className={css.cell}>
                {period}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className={css.rowHeader}>
                <span className={css.metric}>{row.label}</span>
                <span className={css.definition}>{row.definition}</span>
              </th>
              {row.values.map((value, index) => (
                <td key={index} className={css.cell}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
