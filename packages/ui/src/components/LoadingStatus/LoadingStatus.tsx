import { useUiTextsOr } from '../../i18n/context';
import * as english from '../../i18n/english';

export interface LoadingStatusProps {
  /** The spec's text by default ('Loading...' in the provider's English pack). */
  label?: string;
  className?: string;
  lang?: string;
}

/**
 * 'Loading...' while a page or a panel waits for data, exposed as a status (WCAG 4.1.3) so a
 * screen reader says what is happening instead of leaving the visitor on an empty page.
 */
export function LoadingStatus({ label, className, lang }: LoadingStatusProps) {
  const fallback = useUiTextsOr('LoadingStatus', english.LoadingStatus).label;
  return (
    <p role="status" className={className} lang={lang}>
      {label ?? fallback}
    </p>
  );
}
