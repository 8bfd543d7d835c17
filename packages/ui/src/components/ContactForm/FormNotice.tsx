import { Icon } from '../Icon/Icon';
import * as css from './FormNotice.css';

export type FormNoticeTone = keyof typeof css.tone;

/** Matches the Notice that @northbeam/flows emits ({ tone: 'default' | 'destructive', ... }). */
export interface FormNoticeData {
  tone: FormNoticeTone;
  title: string;
  description?: string;
}

/**
 * The outcome of a form submission, shown inline next to the button. Destructive notices are
 * alerts (announced at once); the others are polite status messages.
 */
export function FormNotice({ tone, title, description }: FormNoticeData) {
  return (
    <div
      role={tone === 'destructive' ? 'alert' : 'status'}
      className={`${css.notice} ${css.tone[tone]}`}
    >
      <span className={`${css.icon} ${css.iconTone[tone]}`}>
        <Icon name={tone === 'destructive' ? 'alert' : 'check'} size={20} />
      </span>
      <div className={css.body}>
        <p className={css.title}>{title}</p>
        {description && <p className={css.description}>{description}</p>}
      </div>
    </div>
  );
}
