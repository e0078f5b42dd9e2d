import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { sdk } from '../sdk';

/** A page view (§1: every route change, path plus query string). @public */
export interface PageView {
  path: string;
  /** Without the leading `?`; empty when there is none. */
  query: string;
}

/**
 * Where page views go. Swap it (`setPageViewReporter`) to send them to another analytics service as well
 * (docs/spec-deviations.md §1). This file's exports are that seam; nothing outside uses them yet.
 * @public
 */
export type PageViewReporter = (view: PageView) => void;

/** The default: first-party page views at `POST /api/page-views`; a failure never disturbs the visitor. @public */
export const apiPageViewReporter: PageViewReporter = ({ path, query }) => {
  sdk.pageViews.record(query ? { path, query } : { path }).catch(() => {});
};

let reporter: PageViewReporter = apiPageViewReporter;
/** @public */
export function setPageViewReporter(next: PageViewReporter): void {
  reporter = next;
}

/** Reports the current route once per change of path or query. */
export function usePageViews(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    reporter({ path: pathname, query: search.replace(/^\?/, '') });
  }, [pathname, search]);
}
