import { Button, ErrorPage, vars } from '@abossey/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

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
