export {
  AnswerPanel,
  type AnswerPanelProps,
  type AnswerPanelLabels,
  type AnswerSentence,
  type AnswerSource,
  type AnswerMetric,
  type AnswerMetricBar,
} from './AnswerPanel';
