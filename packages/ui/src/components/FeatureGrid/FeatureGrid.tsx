import { Grid } from '../../primitives/layout';
import { Icon, type IconName } from '../Icon/Icon';
import * as css from './FeatureGrid.css';

export interface FeatureItem {
  icon: IconName;
  title: string;
  description: string;
}

export interface FeatureGridProps {
  items: FeatureItem[];
  /** Level of each card's title; pick one below the surrounding section heading. */
  headingLevel?: 2 | 3 | 4;
  /** Names the list for screen readers when no visible heading precedes it. */
  label?: string;
  lang?: string;
}

/** Cards of what the agency offers: one to three columns depending on width. */
export function FeatureGrid({ items, headingLevel = 3, label, lang }: FeatureGridProps) {
  const TitleTag = `h${headingLevel}` as const;
  return (
    <Grid as="ul" aria-label={label} lang={lang}>
      {items.map((item) => (
        <li key={item.title}>
          <div className={css.card}>
            <span className={css.icon}>
              <Icon name={item.icon} size={24} />
            </span>
            <TitleTag className={css.title}>{item.title}</TitleTag>
            <p className={css.description}>{item.description}</p>
          </div>
        </li>
      ))}
    </Grid>
  );
}
