import { useEffect } from 'react';
import { Navigate, useLocation, useNavigationType } from 'react-router';
import { isConsoleHref } from '../../shell/links';

/**
 * The catch-all route. A client-side navigation to a console screen (e.g. sign-in's returnUrl=/shop-upload) loads
 * the console app; anything else unknown goes to /404 (§2). A console path on the first load means the server
 * answered with the storefront itself, so it is a 404 too (a reload would only loop).
 */
export function UnknownPath() {
  const { pathname, search, hash } = useLocation();
  const navigationType = useNavigationType();
  const href = `${pathname}${search}${hash}`;
  const toConsole = navigationType !== 'POP' && isConsoleHref(href);
  useEffect(() => {
    if (toConsole) window.location.replace(href);
  }, [toConsole, href]);
  return toConsole ? null : <Navigate to="/404" replace />;
}
