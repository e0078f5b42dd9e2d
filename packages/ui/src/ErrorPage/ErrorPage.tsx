import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { useUiTranslation } from '../i18n/I18nProvider';
import { ErrorIllustration } from './ErrorIllustration';
import { StyledErrorPage } from './ErrorPage.styles';
import { type ErrorPageCode, errorPageCodes } from './errorPageCodes';

export interface ErrorPageProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** Which page: 403 (no permission), 404 (not found, the default) or 500 (server error). Rendered as `data-code`. */
  code?: ErrorPageCode;
  /** Overrides the translated heading. */
  title?: ReactNode;
  /** Overrides the translated explanation; `null` hides it. */
  message?: ReactNode;
  /** Where "Go to home" leads (default `/`, which redirects to the product list). A react-aria `Link`. */
  homeHref?: string;
  /** Heading level of the title (default 1: the error is the page). */
  headingLevel?: 1 | 2 | 3;
}

/**
 * A full-page error (§2 /403, /404, /500): an inline illustration, a heading, an explanation and a "Go to home"
 * link. Texts are translated; pass `title` / `message` for a page-specific explanation.
 */
export function ErrorPage({
  code = 404,
  title,
  message,
  homeHref = '/',
  headingLevel = 1,
  ...props
}: ErrorPageProps) {
  const { t } = useUiTranslation();
  const known: ErrorPageCode = errorPageCodes.includes(code) ? code : 404;
  const Heading = `h${headingLevel}` as const;
  const body = message === undefined ? t(`errorPage.${known}.message`) : message;
  return (
    <StyledErrorPage data-part="error-page" data-code={known} {...props}>
      <ErrorIllustration code={known} />
      <Heading data-part="title">{title ?? t(`errorPage.${known}.title`)}</Heading>
      {body !== null ? <p data-part="message">{body}</p> : null}
      <Link href={homeHref} data-part="home">
        {t('errorPage.goHome')}
      </Link>
    </StyledErrorPage>
  );
}

type CodePageProps = Omit<ErrorPageProps, 'code'>;

/** §6: a page the user's role may not open (/403). */
export function Forbidden(props: CodePageProps) {
  return <ErrorPage {...props} code={403} />;
}

/** An unknown path (/404; §2: any unknown path redirects here). */
export function NotFound(props: CodePageProps) {
  return <ErrorPage {...props} code={404} />;
}

/** An unexpected failure (/500). */
export function ServerError(props: CodePageProps) {
  return <ErrorPage {...props} code={500} />;
}
