import type { ComponentPropsWithRef } from 'react';
import { Button } from '../Button/Button';
import { formatNumber } from '../i18n/format';
import { useUiTranslation } from '../i18n/I18nProvider';
import { StyledPagination } from './Pagination.styles';

export interface PaginationProps extends Omit<ComponentPropsWithRef<'nav'>, 'onChange'> {
  /** Current page, 1-based. Out-of-range values are clamped. */
  page: number;
  /** Items per page (§9: order lists 5, product grid 12, shop view 30). */
  pageSize: number;
  /** Total number of items. */
  total: number;
  /** Called with the new page (already clamped). */
  onChange: (page: number) => void;
  /** Show the first/last buttons (default true, §2). */
  showFirstLast?: boolean;
  /** Hide the "Showing x - y of n" summary (e.g. when the page shows its own). */
  hideSummary?: boolean;
  /** Landmark name. Default "Pagination" (translated). */
  'aria-label'?: string;
  isDisabled?: boolean;
}

/** Page count and the 1-based range shown; pure, for apps that need the same numbers. */
export function paginationRange(page: number, pageSize: number, total: number) {
  const size = Math.max(1, Math.floor(pageSize) || 1);
  const count = Math.max(0, Math.floor(total) || 0);
  const pages = Math.max(1, Math.ceil(count / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const from = count === 0 ? 0 : (current - 1) * size + 1;
  const to = Math.min(current * size, count);
  return { page: current, pages, from, to, total: count };
}

const Chevron = ({ double = false }: { double?: boolean }) => (
  <svg width="1em" height="1em" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    {double ? (
      <path d="M18.41 16.59 13.82 12l4.59-4.59L17 6l-6 6 6 6 1.41-1.41ZM11.41 16.59 6.82 12l4.59-4.59L10 6l-6 6 6 6 1.41-1.41Z" />
    ) : (
      <path d="M15.41 16.59 10.83 12l4.58-4.59L14 6l-6 6 6 6 1.41-1.41Z" />
    )}
  </svg>
);

const flip = { display: 'inline-flex', transform: 'scaleX(-1)' } as const;

/**
 * §2 pagination: first / previous / next / last buttons, "Page p of n", and "Showing x - y of n". A `nav`
 * landmark; buttons at an end are disabled (RAC `data-disabled`). The page status is a polite live region, so a
 * page change is announced.
 */
export function Pagination({
  page,
  pageSize,
  total,
  onChange,
  showFirstLast = true,
  hideSummary = false,
  isDisabled = false,
  'aria-label': ariaLabel,
  ...props
}: PaginationProps) {
  const { t, i18n } = useUiTranslation();
  const range = paginationRange(page, pageSize, total);
  const n = (value: number) => formatNumber(value, i18n.language);
  const go = (target: number) => {
    const next = Math.min(Math.max(1, target), range.pages);
    if (next !== range.page) onChange(next);
  };
  const atStart = isDisabled || range.page <= 1;
  const atEnd = isDisabled || range.page >= range.pages;
  return (
    <StyledPagination aria-label={ariaLabel ?? t('pagination.label')} data-part="pagination" {...props}>
      {hideSummary ? null : (
        <p data-part="summary">
          {t('pagination.summary', { from: n(range.from), to: n(range.to), total: n(range.total) })}
        </p>
      )}
      <div data-part="controls">
        {showFirstLast ? (
          <Button
            variant="ghost"
            size="small"
            aria-label={t('pagination.first')}
            isDisabled={atStart}
            onPress={() => go(1)}
          >
            <Chevron double />
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="small"
          aria-label={t('pagination.previous')}
          isDisabled={atStart}
          onPress={() => go(range.page - 1)}
        >
          <Chevron />
        </Button>
        <span data-part="page-status" role="status">
          {t('pagination.page', { page: n(range.page), pages: n(range.pages) })}
        </span>
        <Button
          variant="ghost"
          size="small"
          aria-label={t('pagination.next')}
          isDisabled={atEnd}
          onPress={() => go(range.page + 1)}
        >
          <span style={flip}>
            <Chevron />
          </span>
        </Button>
        {showFirstLast ? (
          <Button
            variant="ghost"
            size="small"
            aria-label={t('pagination.last')}
            isDisabled={atEnd}
            onPress={() => go(range.pages)}
          >
            <span style={flip}>
              <Chevron double />
            </span>
          </Button>
        ) : null}
      </div>
    </StyledPagination>
  );
}
