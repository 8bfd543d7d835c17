import * as css from './RoiFigures.css';

export interface RoiFigure {
  /** The figure as marketing states it, e.g. '500+', '8.5x' or '$15,000'. */
  value: string;
  label: string;
}

export type RoiFiguresTone = keyof typeof css.itemTone;

export interface RoiFiguresProps {
  figures: readonly RoiFigure[];
  /** 'inverse' when the block sits on a dark section. */
  tone?: RoiFiguresTone;
  lang?: string;
}

/** Wide-screen columns that fill every row: 4 → one row of four, 6 → two of three, 2 → two. */
function roiDesktopColumns(count: number): keyof typeof css.desktopColumns {
  if (count % 4 === 0) return 4;
  if (count % 3 === 0) return 3;
  return count === 2 ? 2 : 3;
}

/** The results block: big figures with what they measure. */
export function RoiFigures({ figures, tone = 'default', lang }: RoiFiguresProps) {
  return (
    <ul
      className={`${css.list} ${css.desktopColumns[roiDesktopColumns(figures.length)]}`}
      lang={lang}
    >
      {figures.map((figure) => (
        // Label after value visually, but read first so "Businesses served: 500+" makes sense.
        <li key={figure.label} className={`${css.item} ${css.itemTone[tone]}`}>
          <p className={`${css.label} ${css.labelTone[tone]}`}>{figure.label}</p>
          <p className={`${css.value} ${css.valueTone[tone]}`}>{figure.value}</p>
        </li>
      ))}
    </ul>
  );
}
