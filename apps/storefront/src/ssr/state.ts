import type { LanguageCode } from '@abossey/ui';
import type { DehydratedState } from '@tanstack/react-query';

/** The id of the JSON block a server-rendered page carries (a data block: no inline script for the CSP to allow). */
export const SSR_STATE_ID = 'ssr-state';

/** What the browser needs to hydrate a server-rendered page to the same HTML. */
export interface SsrState {
  /** The queries the server's loaders ran, so the screens render their data, not skeletons. */
  query: DehydratedState;
  /** The route loaders' results (the router does not run them again). */
  router: { loaderData: Record<string, unknown> };
  /** The language the page was rendered in. */
  language: LanguageCode;
  /** The origin its absolute links use. */
  origin: string;
}

/** The page's server state, or null on a page the server did not render (or an unreadable one). */
export function readSsrState(): SsrState | null {
  const text = document.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrState;
  } catch {
    return null;
  }
}
