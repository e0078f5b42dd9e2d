import { Button, ErrorPage, vars } from '@abossey/ui';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import styled from 'styled-components';
import { AppShell } from '../../shell/AppShell';

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

/** If the frame itself is what failed, the error page is shown without it (never a blank page). */
class FrameBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The router's `errorElement`: a screen that throws, a lazy chunk that cannot be loaded (e.g. the connection
 * dropped, or a new release replaced the files) or a 404 response shows the matching error page inside the frame.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  const page = notFound ? <NotFoundPage /> : <ServerErrorPage retry />;
  return (
    <FrameBoundary fallback={page}>
      <AppShell>{page}</AppShell>
    </FrameBoundary>
  );
}
