import { Grid } from '../../primitives/layout';
import * as css from './RoiFigures.css';
import { roiFiguresDefaults, type RoiFiguresProps } from './RoiFigures.props';

export type { RoiFiguresProps };

/**
 * Columns on a wide screen, chosen from the number of figures so that every row is full: four
 * figures stand in one row (two rows of two below desktop), never three and a lonely fourth;
 * six stand in two rows of three, two in one row of two.
 */
function roiDesktopColumns(count: number): 2 | 3 | 4 {
  if (count % 4 === 0) return 4;
  if (count % 3 === 0) return 3;
  return count === 2 ? 2 : 3;
}

/** The results block: big figures with what they measure. */
export function RoiFigures({ figures, tone = roiFiguresDefaults.tone, lang }: RoiFiguresProps) {
  return (
    <Grid
      as="ul"
      columns={[2, null, roiDesktopColumns(figures.length)]}
      space={['md', null, 'lg']}
      lang={lang}
    >
      {figures.map((figure) => (
        // Label after value visually, but read first so "Businesses served: 500+" makes sense.
        <li key={figure.label} className={`${css.item} ${css.itemTone[tone]}`}>
          <p className={`${css.label} ${css.labelTone[tone]}`}>{figure.label}</p>
          <p className={`${css.value} ${css.valueTone[tone]}`}>{figure.value}</p>
        </li>
      ))}
    </Grid>
  );
}
