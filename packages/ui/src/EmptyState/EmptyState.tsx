import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useUiTranslation } from '../i18n/I18nProvider';
import { StyledEmptyState } from './EmptyState.styles';

export interface EmptyStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** Heading. Default "No data" (translated). */
  title?: ReactNode;
  /** Explanation below the title. Default "There is nothing to show here yet."; pass `null` to hide it. */
  message?: ReactNode;
  /** An action such as a `Button` ("Clear search", "Browse products"). */
  action?: ReactNode;
  /** Decorative icon (rendered aria-hidden). */
  icon?: ReactNode;
  /** `panel` (dashed frame, default) or `plain`. Rendered as `data-variant`. */
  variant?: 'panel' | 'plain';
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** The §2 empty-results panel: title, message and an optional action. */
export function EmptyState({
  title,
  message,
  action,
  icon,
  variant = 'panel',
  headingLevel = 2,
  ...props
}: EmptyStateProps) {
  const { t } = useUiTranslation();
  const Heading = `h${headingLevel}` as const;
  const body = message === undefined ? t('emptyState.message') : message;
  return (
    <StyledEmptyState data-part="empty-state" data-variant={variant} {...props}>
      {icon ? (
        <span data-part="icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading data-part="title">{title ?? t('emptyState.title')}</Heading>
      {body !== null ? <p data-part="message">{body}</p> : null}
      {action ? <div data-part="action">{action}</div> : null}
    </StyledEmptyState>
  );
}
