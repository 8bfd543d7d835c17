import type { AnswerMetric, AnswerSentence, AnswerSource } from '@northbeam/ui';
import type { CaseStudy, Testimonial, proofTexts } from './proof';

// The hero's AI answer cites the proof's sample client (its quote and its case), so the figures
// in the dashboard glimpse are that case's; replacing the proof replaces them.
export function citedExample(studies: CaseStudy[], quotes: Testimonial[]) {
  const study = studies.find((candidate) => candidate.slug === 'toronto-dental-clinic')!;
  return { study, client: quotes.find((quote) => quote.id === study.testimonialId)! };
}

/** The case's citations, before and 3, 6, 12 months in, as the dashboard glimpse's bars. */
export function citationBars(
  study: CaseStudy,
  columns: typeof proofTexts.columns,
): AnswerMetric['bars'] {
  const periods = ['before', 'month3', 'month6', 'month12'] as const;
  return periods.map((period) => ({
    label: columns[period],
    value: study.results.citations[period],
  }));
}

export interface HomeAnswerPanel {
  caption: string;
  question: string;
  answer: AnswerSentence[];
  sources: AnswerSource[];
  metric: AnswerMetric;
  /** Present while the answer and its client are examples: what replaces them. */
  sample?: string;
}
