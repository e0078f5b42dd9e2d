import { Button, ErrorPage, vars } from '@abossey/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import styled from 'styled-components';
import { isConsoleHref } from '../../shell/links';

/**
 * The error pages (§2 /403, /404, /500). A chunk of their own, loaded the first time one shows (issue 9: the
 * design system's error page and its illustration are not on the first page): the router's /403, /404 and /500
 * routes load this module lazily, and the route error boundary (RouteErrorPage.tsx) through `React.lazy`.
 */

/** `/403`: a page the user's role may not open (§6). */
export function ForbiddenPage() {
  return <ErrorPage code={403} />;
}

/** `/404`: unknown paths land here (§2). */
export function NotFoundPage() {
  return <ErrorPage code={404} />;
}

/**
 * The catch-all route. A client-side navigation to a console screen (e.g. sign-in's returnUrl=/shop-upload) loads
 * the console app. Anything else unknown shows the not-found page at once — the server renders it too, with a 404
 * status (issue 23), so the browser hydrates the same page — and then moves to /404 (§2). A console path on the
 * first load means the server answered with the storefront itself, so it is a 404 too (a reload would only loop).
 */
export function UnknownPath() {
  const { pathname, search, hash } = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const href = `${pathname}${search}${hash}`;
  const toConsole = navigationType !== 'POP' && isConsoleHref(href);
  useEffect(() => {
    if (toConsole) window.location.replace(href);
    else void navigate('/404', { replace: true });
  }, [toConsole, href, navigate]);
  return toConsole ? null : <NotFoundPage />;
}

const Retry = styled.div`
  display: flex;
  justify-content: center;
  margin-block-end: ${vars.space[8]};
`;

/** `/500`, and what a screen that failed shows: the error page plus a way to try again. */
export function ServerErrorPage({ retry = false }: { retry?: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <>
      <ErrorPage code={500} />
      {retry ? (
        <Retry>
          <Button variant="secondary" onPress={() => window.location.reload()}>
            {t('errors.reload')}
          </Button>
        </Retry>
      ) : null}
    </>
  );
}

/** What the route error boundary shows inside the frame: the 404 page, or the 500 page with a reload button. */
export function RouteErrorContent({ notFound }: { notFound: boolean }) {
  return notFound ? <NotFoundPage /> : <ServerErrorPage retry />;
}
