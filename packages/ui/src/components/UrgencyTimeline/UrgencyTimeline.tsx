import { Heading, Text, type HeadingLevel } from '../../primitives';
import * as css from './UrgencyTimeline.css';

export interface UrgencyStep {
  /** When it happens, e.g. 'Today', 'Next Month', '6 Months'. */
  when: string;
  title: string;
  description: string;
}

export interface UrgencyTimelineProps {
  steps: readonly UrgencyStep[];
  /** Names the list for assistive technology, e.g. 'What happens if you wait'. */
  label?: string;
  headingLevel?: Exclude<HeadingLevel, 1>;
  lang?: string;
}

/** What happens over time if a business waits, as an ordered list of steps. */
export function UrgencyTimeline({ steps, label, headingLevel = 3, lang }: UrgencyTimelineProps) {
  return (
    <ol className={css.list} aria-label={label} lang={lang}>
      {steps.map((step, index) => (
        <li key={step.when + step.title} className={`${css.step} ${css.connector}`}>
          <span className={css.dot} aria-hidden="true">
            {index + 1}
          </span>
          <div className={css.body}>
            <p className={css.when}>{step.when}</p>
            <Heading level={headingLevel} size="3">
              {step.title}
            </Heading>
            <Text tone="muted">{step.description}</Text>
          </div>
        </li>
      ))}
    </ol>
  );
}
