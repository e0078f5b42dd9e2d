import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Button } from '../Button/Button';
import { useUiTranslation } from '../i18n/I18nProvider';
import { StyledErrorPanel } from './ErrorPanel.styles';

export interface ErrorPanelProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** Heading. Default "Error" (translated, §2). */
  title?: ReactNode;
  /** What went wrong, e.g. the SDK error's message. Default "Something went wrong. Please try again.". */
  message?: ReactNode;
  /** When given, a "Try again" button calls it. */
  onRetry?: () => void;
  /** Retry button text. Default "Try again". */
  retryLabel?: string;
  /** Shows the retry button as pending ("Retrying…") and ignores presses. */
  isRetrying?: boolean;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/**
 * The §2 error panel ("Error" + message + optional retry). It is a `role="alert"` region, so its appearance is
 * announced once; the retry button keeps focus while pending.
 */
export function ErrorPanel({
  title,
  message,
  onRetry,
  retryLabel,
  isRetrying = false,
  headingLevel = 2,
  ...props
}: ErrorPanelProps) {
  const { t } = useUiTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <StyledErrorPanel role="alert" data-part="error-panel" {...props}>
      <svg
        data-part="icon"
        width="1em"
        height="1em"
        viewBox="0 0 24 24"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z" />
      </svg>
      <Heading data-part="title">{title ?? t('errorPanel.title')}</Heading>
      <p data-part="message">{message ?? t('errorPanel.message')}</p>
      {onRetry ? (
        <Button
          variant="secondary"
          onPress={onRetry}
          isPending={isRetrying}
          pendingLabel={t('errorPanel.retrying')}
          data-part="retry"
        >
          {retryLabel ?? t('errorPanel.retry')}
        </Button>
      ) : null}
    </StyledErrorPanel>
  );
}
