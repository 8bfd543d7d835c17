import { useUiTextsOr } from '../../i18n/context';
import * as english from '../../i18n/english';
import { VisuallyHidden } from '../../primitives/typography';
import * as css from './SampleMark.css';

export interface SampleMarkProps {
  /** The visible word; the locale pack's ('Sample', 'Exemple') by default. */
  label?: string;
  /** What the mark means: read by screen readers after the word, and shown as its tooltip. */
  description?: string;
}

/**
 * The visible mark on example content (an invented testimonial, case, client name or number). The
 * site's production build refuses to run while such content remains, so the mark is seen in
 * development and Storybook only, never by a visitor.
 */
export function SampleMark({ label, description }: SampleMarkProps) {
  const t = useUiTextsOr('SampleMark', english.SampleMark, { label, description });
  return (
    <span className={css.mark} title={t.description} data-sample="">
      {t.label}
      <VisuallyHidden>{` (${t.description})`}</VisuallyHidden>
    </span>
  );
}
