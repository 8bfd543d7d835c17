export {
  YourDataPanel,
  type YourDataPanelProps,
  type ExportState,
  type CloseState,
  type CancelChoice,
} from './YourDataPanel';
export { type DataSummary, type NewsletterStatus, type YourDataLabels } from './texts';
