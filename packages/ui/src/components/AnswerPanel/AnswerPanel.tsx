import { useId, type ReactNode } from 'react';
import { formatNumber } from '../../format/intl';
import { useLocale, useUiTextsOr } from '../../i18n/context';
import * as english from '../../i18n/english';
import { VisuallyHidden } from '../../primitives/typography';
import { Icon, type IconName } from '../Icon/Icon';
import { SampleMark } from '../SampleMark/SampleMark';
import type {
  AnswerMetric,
  AnswerPanelLabels,
  AnswerSentence,
  AnswerSource,
} from './AnswerPanel.props';
import * as css from './AnswerPanel.css';

export type {
  AnswerMetric,
  AnswerMetricBar,
  AnswerPanelLabels,
  AnswerSentence,
  AnswerSource,
} from './AnswerPanel.props';

export interface AnswerPanelProps {
  /** What the illustration shows, after the pack's 'Example:'. */
  caption: string;
  /** The question as typed in the answer box. */
  question: string;
  answer: AnswerSentence[];
  /** Numbered in order: a sentence's `cites` point into this list (1 = first). */
  sources: AnswerSource[];
  /** The dashboard glimpse beside the answer; left out, the panel shows the answer alone. */
  metric?: AnswerMetric;
  /** Example content: shows the "Sample" mark (the production build refuses samples). */
  sample?: boolean;
  /** Overrides of the locale pack's labels. */
  labels?: Partial<AnswerPanelLabels>;
  lang?: string;
}

/** The small label that heads each of the panel's two cards, after its icon. */
function CardLabel({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <p className={css.cardLabel}>
      <Icon name={icon} size={16} />
      {children}
    </p>
  );
}

/**
 * What answer-engine optimisation produces, drawn in HTML and CSS: an AI answer that cites the
 * client's site among its sources, and the reporting dashboard's count of those citations. A
 * figure whose caption starts 'Example:', so screen readers meet it as an illustration.
 */
export function AnswerPanel({
  caption,
  question,
  answer,
  sources,
  metric,
  sample = false,
  labels: labelsProp,
  lang,
}: AnswerPanelProps) {
  const labels = { ...useUiTextsOr('AnswerPanel', english.AnswerPanel), ...labelsProp };
  const locale = useLocale();
  const captionId = useId();
  const last = metric?.bars.at(-1);
  const highest = Math.max(1, ...(metric?.bars.map((bar) => bar.value) ?? []));
  return (
    // Named by its caption explicitly: not every browser and checker takes a figure's name from
    // its figcaption.
    <figure className={css.panel} lang={lang} aria-labelledby={captionId}>
      <figcaption id={captionId} className={css.caption}>
        {sample && <SampleMark />} {`${labels.examplePrefix} ${caption}`}
      </figcaption>
      <div className={css.card}>
        <CardLabel icon="sparkle">{labels.answer}</CardLabel>
        <p className={css.question}>
          <VisuallyHidden>{`${labels.question} `}</VisuallyHidden>
          {question}
        </p>
        <p className={css.answer}>
          {answer.map((sentence, index) => (
            <span key={index}>
              {index > 0 && ' '}
              {sentence.text}
              {sentence.cites?.map((number) => (
                <span
                  key={number}
                  className={sources[number - 1]?.client ? css.citeClient : css.cite}
                >
                  <VisuallyHidden>{` (${labels.source} `}</VisuallyHidden>
                  {number}
                  <VisuallyHidden>)</VisuallyHidden>
                </span>
              ))}
            </span>
          ))}
        </p>
        <p className={css.sourcesLabel}>{labels.sources}</p>
        <ol className={css.sources}>
          {sources.map((source) => (
            <li key={source.title} className={source.client ? css.sourceClient : css.source}>
              <span className={css.sourceTitle}>{source.title}</span>
              <span className={css.publisher}>
                {source.publisher}
                {source.client && <span className={css.badge}>{labels.client}</span>}
              </span>
            </li>
          ))}
        </ol>
      </div>
      {metric && last && (
        <div className={css.dashboard}>
          <CardLabel icon="chart">{labels.dashboard}</CardLabel>
          <p className={css.metric}>
            <span className={css.metricLabel}>{metric.label}</span>
            <span className={css.metricValue} aria-hidden="true">
              {formatNumber(last.value, locale)}
            </span>
            <span className={css.metricNote}>{metric.note}</span>
          </p>
          <ol className={css.bars}>
            {metric.bars.map((bar) => (
              <li key={bar.label} className={css.barItem}>
                {/* Read as 'Before 0, 3 months 2 …'; the grid puts the figure above its bar. */}
                <span className={css.barLabel}>{bar.label}</span>
                <span className={css.barValue}>{formatNumber(bar.value, locale)}</span>
                <span className={css.barTrack} aria-hidden="true">
                  {/* A height from the data: inline, since the figure is the content. */}
                  <span
                    className={css.bar}
                    style={{ blockSize: `${Math.max(4, (bar.value / highest) * 100)}%` }}
                  />
                </span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </figure>
  );
}
