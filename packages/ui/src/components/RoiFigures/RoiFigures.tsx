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

/** The results block: big figures with what they measure. */
export function RoiFigures({ figures, tone = 'default', lang }: RoiFiguresProps) {
  return (
    <ul className={css.list} lang={lang}>
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
