// AnswerPanel's texts and data as types of their own, apart from the component: the ui's locale
// packs (i18n/types.ts) read the labels, and the component reads the packs.

/** The panel's built-in words; the page's content (question, answer, sources) comes as props. */
export interface AnswerPanelLabels {
  /** Before the caption, so the panel reads as an illustration: 'Example:'. */
  examplePrefix: string;
  /** The answer box's heading, naming no product: 'AI answer'. */
  answer: string;
  /** Read before the question by screen readers (the box shows it as typed text). */
  question: string;
  sources: string;
  /** Read before a citation's number: 'source' (heard as "(source 1)"). */
  source: string;
  /** The badge on the client's own source: 'Client'. */
  client: string;
  /** The heading of the dashboard glimpse: 'Reporting dashboard'. */
  dashboard: string;
}

/** One sentence of the answer and the numbers of the sources it cites (1 = the first source). */
export interface AnswerSentence {
  text: string;
  cites?: number[];
}

export interface AnswerSource {
  /** The page's title as the answer engine lists it. */
  title: string;
  /** Where it is published, e.g. the business's name or a kind of site. */
  publisher: string;
  /** The client's own site: highlighted and badged. */
  client?: boolean;
}

/** One bar of the dashboard's figure: its period ('3 months') and its count. */
export interface AnswerMetricBar {
  label: string;
  value: number;
}

export interface AnswerMetric {
  /** What is counted, e.g. 'AI-answer citations'. */
  label: string;
  /** How and how often it is counted, e.g. 'a month, 50 tracked questions'. */
  note: string;
  /** Oldest first; the last bar's value is the figure shown large. */
  bars: AnswerMetricBar[];
}
