import { Button, UI_NAMESPACE, vars } from '@abossey/ui';
import { Component, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import styled from 'styled-components';
import { AppShell } from '../../shell/AppShell';

/** The error pages' chunk (ErrorPages.tsx), loaded the first time a route fails. */
const RouteErrorContent = lazy(() =>
  import('./ErrorPages').then((module) => ({ default: module.RouteErrorContent })),
);

/** Catches what its children throw and shows `fallback` instead (never a blank page). */
class Boundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

const Plain = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[4]};
  max-inline-size: 30rem;
  margin-inline: auto;
  padding: ${vars.space[10]} ${vars.space[4]};
  text-align: center;

  & p {
    margin: 0;
    color: ${vars.fg.muted};
  }
`;

/** While the error page's chunk loads (a moment): the space it will take, announced as busy. */
const Loading = styled.div.attrs({ 'aria-busy': true })`
  min-block-size: 24rem;
`;

/**
 * The error page in plain text, for when its own chunk cannot be downloaded either (the connection dropped, or a new
 * release replaced the files): the same translated heading and explanation, and a way to try again.
 */
function PlainErrorPage({ notFound }: { notFound: boolean }) {
  const { t } = useTranslation(UI_NAMESPACE);
  const { t: ts } = useTranslation('shell');
  const code = notFound ? 404 : 500;
  return (
    <Plain data-part="error-page" data-code={code}>
      <h1>{t(`errorPage.${code}.title`)}</h1>
      <p>{t(`errorPage.${code}.message`)}</p>
      <Button variant="secondary" onPress={() => window.location.reload()}>
        {ts('errors.reload')}
      </Button>
    </Plain>
  );
}

/**
 * The router's `errorElement`: a screen that throws, a lazy chunk that cannot be loaded (e.g. the connection
 * dropped, or a new release replaced the files) or a 404 response shows the matching error page inside the frame.
 * The error page itself is lazy (issue 9); if its chunk fails too, the plain page above stands in.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  const page = (
    <Boundary fallback={<PlainErrorPage notFound={notFound} />}>
      <Suspense fallback={<Loading />}>
        <RouteErrorContent notFound={notFound} />
      </Suspense>
    </Boundary>
  );
  // If the frame itself is what failed, the error page is shown without it.
  return (
    <Boundary fallback={page}>
      <AppShell>{page}</AppShell>
    </Boundary>
  );
}
