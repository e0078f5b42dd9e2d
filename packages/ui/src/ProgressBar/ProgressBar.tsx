import type { ReactNode } from 'react';
import { ProgressBar as AriaProgressBar, Label } from 'react-aria-components';
import { Bar, Fill, Header, StyledProgressBar } from './ProgressBar.styles';

export interface ProgressBarProps {
  /** What is in progress ("Importing 5,000 rows"); the bar's accessible name. */
  label: ReactNode;
  /** Done so far, from 0 to `maxValue`. Ignored when `isIndeterminate`. */
  value?: number;
  /** Default 100. */
  maxValue?: number;
  /** The amount is unknown (the server is working): an animated bar, no figure. */
  isIndeterminate?: boolean;
  /**
   * The figure beside the label and read by screen readers, from the percentage (`42 %` in the app's language by
   * default). Pass e.g. "1,200 of 5,000 rows".
   */
  valueLabel?: ReactNode;
  /** Hide the label (it still names the bar for screen readers). */
  hideLabel?: boolean;
}

/**
 * A progress bar (react-aria `ProgressBar`: `role="progressbar"` with `aria-valuenow`, or no value while
 * indeterminate). Used for long work the user waits for: a catalogue import's upload, then the server's work.
 * Under reduced motion the indeterminate bar does not move.
 */
export function ProgressBar({
  label,
  value = 0,
  maxValue = 100,
  isIndeterminate = false,
  valueLabel,
  hideLabel = false,
}: ProgressBarProps) {
  return (
    <AriaProgressBar
      value={value}
      maxValue={maxValue}
      isIndeterminate={isIndeterminate}
      {...(typeof valueLabel === 'string' ? { valueLabel } : {})}
    >
      {({ percentage, valueText }) => (
        <StyledProgressBar data-indeterminate={isIndeterminate || undefined}>
          <Header data-hidden={hideLabel || undefined}>
            <Label>{label}</Label>
            {isIndeterminate ? null : <span data-part="value">{valueLabel ?? valueText}</span>}
          </Header>
          <Bar>
            <Fill style={isIndeterminate ? undefined : { inlineSize: `${percentage ?? 0}%` }} />
          </Bar>
        </StyledProgressBar>
      )}
    </AriaProgressBar>
  );
}
