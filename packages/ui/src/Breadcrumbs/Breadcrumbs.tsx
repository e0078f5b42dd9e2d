import type { CSSProperties, ReactNode } from 'react';
import type {
  BreadcrumbProps as AriaBreadcrumbProps,
  BreadcrumbsProps as AriaBreadcrumbsProps,
} from 'react-aria-components';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import { StyledBreadcrumb, StyledBreadcrumbLink, StyledBreadcrumbs } from './Breadcrumbs.styles';

export interface BreadcrumbsProps<T extends object> extends Omit<AriaBreadcrumbsProps<T>, 'aria-label'> {
  /** Name of the navigation landmark. Default "Breadcrumbs" (translated). */
  'aria-label'?: string;
  /** Longest a crumb's label may grow before it is cut with "…" (any CSS length). Default 16rem. */
  maxItemWidth?: string;
}

/**
 * A breadcrumb trail: a `<nav>` landmark around react-aria-components `Breadcrumbs` (an ordered list). The last
 * crumb is the current page (`aria-current="page"`, not a link). Separators point along the reading direction
 * (mirrored in RTL); long labels are truncated with "…" and keep their full text in a tooltip-like `title`.
 * Example: Dashboard › Shop Orders › Order 12345.
 */
export function Breadcrumbs<T extends object>({
  'aria-label': ariaLabel,
  maxItemWidth,
  style,
  ...props
}: BreadcrumbsProps<T>) {
  const { t } = useLaterUiTranslation();
  const navStyle = maxItemWidth ? ({ '--_crumb-max': maxItemWidth } as CSSProperties) : undefined;
  return (
    <nav aria-label={ariaLabel ?? t('breadcrumbs.label')} data-part="breadcrumbs" style={navStyle}>
      <StyledBreadcrumbs {...props} style={style} />
    </nav>
  );
}

export interface BreadcrumbProps extends Omit<AriaBreadcrumbProps, 'children'> {
  /** The crumb's label. */
  children: ReactNode;
  /** Where the crumb leads (through the app's RouterProvider when there is one). Without it, plain text. */
  href?: string;
}

const Separator = () => (
  <span data-part="separator" aria-hidden="true">
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M8.59 16.59 13.17 12 8.59 7.41 10 6l6 6-6 6-1.41-1.41Z" />
    </svg>
  </span>
);

/** One crumb: RAC `Breadcrumb` with a RAC `Link` (or text without `href`), followed by a separator unless current. */
export function Breadcrumb({ children, href, ...props }: BreadcrumbProps) {
  const title = typeof children === 'string' ? children : undefined;
  const label = (
    <span data-part="label" title={title}>
      {children}
    </span>
  );
  return (
    <StyledBreadcrumb {...props}>
      {({ isCurrent }) => (
        <>
          {href || isCurrent ? (
            <StyledBreadcrumbLink href={isCurrent ? undefined : href} data-part="link">
              {label}
            </StyledBreadcrumbLink>
          ) : (
            label
          )}
          {isCurrent ? null : <Separator />}
        </>
      )}
    </StyledBreadcrumb>
  );
}
