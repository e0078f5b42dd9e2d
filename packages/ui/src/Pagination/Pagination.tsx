import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Button } from '../Button/Button';
import { ButtonLink } from '../Button/ButtonLink';
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
  /** Called with the new page (already clamped). With `hrefFor`, as its link is followed (to scroll, say). */
  onChange?: (page: number) => void;
  /**
   * The address of a page: each enabled control is then a real link (RAC `Link`, routed by the app's
   * `RouterProvider`), so pages open without JavaScript, in a new tab, and before hydration.
   */
  hrefFor?: (page: number) => string;
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
 * §2 pagination: first / previous / next / last buttons (links with `hrefFor`), "Page p of n", and "Showing x - y of n". A `nav`
 * landmark; buttons at an end are disabled (RAC `data-disabled`). The page status is a polite live region, so a
 * page change is announced.
 */
export function Pagination({
  page,
  pageSize,
  total,
  onChange,
  hrefFor,
  showFirstLast = true,
  hideSummary = false,
  isDisabled = false,
  'aria-label': ariaLabel,
  ...props
}: PaginationProps) {
  const { t, i18n } = useUiTranslation();
  const range = paginationRange(page, pageSize, total);
  const n = (value: number) => formatNumber(value, i18n.language);
  const atStart = isDisabled || range.page <= 1;
  const atEnd = isDisabled || range.page >= range.pages;
  /** One control: a link to `target` when `hrefFor` is given and it goes somewhere, else a button. */
  const control = (target: number, label: string, disabled: boolean, icon: ReactNode) => {
    const next = Math.min(Math.max(1, target), range.pages);
    const go = () => {
      if (next !== range.page) onChange?.(next);
    };
    return hrefFor && !disabled ? (
      <ButtonLink variant="ghost" size="small" aria-label={label} href={hrefFor(next)} onPress={go}>
        {icon}
      </ButtonLink>
    ) : (
      <Button variant="ghost" size="small" aria-label={label} isDisabled={disabled} onPress={go}>
        {icon}
      </Button>
    );
  };
  return (
    <StyledPagination aria-label={ariaLabel ?? t('pagination.label')} data-part="pagination" {...props}>
      {hideSummary ? null : (
        <p data-part="summary">
          {t('pagination.summary', { from: n(range.from), to: n(range.to), total: n(range.total) })}
        </p>
      )}
      <div data-part="controls">
        {showFirstLast ? control(1, t('pagination.first'), atStart, <Chevron double />) : null}
        {control(range.page - 1, t('pagination.previous'), atStart, <Chevron />)}
        <span data-part="page-status" role="status">
          {t('pagination.page', { page: n(range.page), pages: n(range.pages) })}
        </span>
        {control(
          range.page + 1,
          t('pagination.next'),
          atEnd,
          <span style={flip}>
            <Chevron />
          </span>,
        )}
        {showFirstLast
          ? control(
              range.pages,
              t('pagination.last'),
              atEnd,
              <span style={flip}>
                <Chevron double />
              </span>,
            )
          : null}
      </div>
    </StyledPagination>
  );
}
