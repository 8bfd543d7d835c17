import { useId, useState, type FormEvent } from 'react';
import { Inline, Stack } from '../../primitives/layout';
import { Card } from '../../primitives/surface';
import { Heading, Text, type HeadingLevel } from '../../primitives/typography';
import { Button } from '../Button/Button';
import { Notice } from '../Notice/Notice';
import { TextField } from '../TextField/TextField';
import { useLocale } from '../../i18n/context';
import { yourDataTexts, type DataSummary, type YourDataLabels } from './texts';
import * as css from './YourDataPanel.css';

export type ExportState = 'idle' | 'exporting' | 'ready' | 'failed';
export type CloseState = 'idle' | 'confirming' | 'closing' | 'failed' | 'closed';
export type CancelChoice = 'now' | 'period_end';

export interface YourDataPanelProps {
  exportState: ExportState;
  /** The readable summary of a ready export. */
  summary?: DataSummary;
  onExport: () => void;
  /** Saves the ready export as a JSON file. */
  onDownload: () => void;
  closeState: CloseState;
  /** Why the last closing failed (a wrong password, a service down), shown on the form. */
  closeError?: string;
  /** The account has a plan or add-on to end: the form asks when. */
  hasSubscription?: boolean;
  onStartClose: () => void;
  onKeepAccount: () => void;
  onConfirmClose: (input: { cancel: CancelChoice; password: string }) => void;
  /** After the account is closed: leave the dashboard. */
  onDone: () => void;
  headingLevel?: HeadingLevel;
  labels?: Partial<YourDataLabels>;
}

/** The dashboard's privacy rights: download everything held about the person, or close the account. */
export function YourDataPanel(props: YourDataPanelProps) {
  const locale = useLocale();
  const labels = {
    ...(yourDataTexts[locale as keyof typeof yourDataTexts] ?? yourDataTexts['en-CA']),
    ...props.labels,
  };
  const headingId = useId();
  const level = props.headingLevel ?? 2;
  if (props.closeState === 'closed') {
    return (
      <Card as="section" aria-labelledby={headingId}>
        <Stack space="md">
          <Heading level={level} size="3" id={headingId}>
            {labels.title}
          </Heading>
          <Notice tone="success" title={labels.closedTitle} description={labels.closedText} />
          <Inline>
            <Button onClick={props.onDone}>{labels.done}</Button>
          </Inline>
        </Stack>
      </Card>
    );
  }
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack space="lg">
        <Stack space="xs">
          <Heading level={level} size="3" id={headingId}>
            {labels.title}
          </Heading>
          <Text tone="muted">{labels.intro}</Text>
        </Stack>
        <ExportPart {...props} labels={labels} />
        <ClosePart {...props} labels={labels} />
      </Stack>
    </Card>
  );
}

type PartProps = YourDataPanelProps & { labels: YourDataLabels };

function ExportPart({ exportState, summary, onExport, onDownload, labels }: PartProps) {
  return (
    <Stack space="sm">
      <Inline>
        <Button
          variant="secondary"
          onClick={onExport}
          busy={exportState === 'exporting'}
          busyLabel={labels.exporting}
        >
          {labels.exportAction}
        </Button>
      </Inline>
      {exportState === 'failed' && <Notice tone="destructive" title={labels.exportFailed} />}
      {exportState === 'ready' && summary && (
        <Stack space="sm">
          <Text weight="bold">{labels.exportReady}</Text>
          <Stack as="ul" space="xs">
            {labels.summary(summary).map((line) => (
              <Text as="li" key={line}>
                {line}
              </Text>
            ))}
          </Stack>
          <Inline>
            <Button onClick={onDownload}>{labels.download}</Button>
          </Inline>
        </Stack>
      )}
    </Stack>
  );
}

function ClosePart(props: PartProps) {
  const { closeState, labels } = props;
  const [cancel, setCancel] = useState<CancelChoice>('period_end');
  const [password, setPassword] = useState('');
  const legendId = useId();
  if (closeState === 'idle') {
    return (
      <Stack space="sm">
        <Text tone="muted">{labels.invoicesKept}</Text>
        <Inline>
          <Button variant="destructive" onClick={props.onStartClose}>
            {labels.closeAction}
          </Button>
        </Inline>
      </Stack>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (closeState !== 'closing') props.onConfirmClose({ cancel, password });
  };
  return (
    <form onSubmit={submit} aria-label={labels.closeAction}>
      <Stack space="md">
        <Notice
          tone="destructive"
          title={labels.closeWarning}
          description={labels.invoicesKept}
          live={false}
        />
        {props.hasSubscription && (
          <fieldset className={css.choices} aria-labelledby={legendId}>
            <Stack space="xs">
              <Text as="legend" id={legendId} weight="bold">
                {labels.cancelLegend}
              </Text>
              {(['period_end', 'now'] as const).map((choice) => (
                <label key={choice} className={css.choice}>
                  <input
                    type="radio"
                    name="cancel"
                    value={choice}
                    checked={cancel === choice}
                    onChange={() => setCancel(choice)}
                  />
                  {choice === 'now' ? labels.cancelNow : labels.cancelAtPeriodEnd}
                </label>
              ))}
            </Stack>
          </fieldset>
        )}
        <TextField
          label={labels.password}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onValueChange={setPassword}
          error={closeState === 'failed' ? props.closeError : undefined}
        />
        <Inline>
          <Button
            type="submit"
            variant="destructive"
            busy={closeState === 'closing'}
            busyLabel={labels.closing}
          >
            {labels.confirmClose}
          </Button>
          <Button
            variant="secondary"
            onClick={props.onKeepAccount}
            disabled={closeState === 'closing'}
          >
            {labels.keepAccount}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
