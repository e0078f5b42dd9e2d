import type { UserType } from '@abossey/sdk';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from './session';

/** Where a signed-out visitor goes: sign-in, coming back here afterwards (§6 returnUrl). */
export function signInPath(returnUrl: string): string {
  return `/auth/sign-in?${new URLSearchParams({ returnUrl })}`;
}

/**
 * §6 guard: signed-out visitors go to sign-in with `returnUrl`; signed-in users without one of `roles` go to /shop.
 * The server enforces the same rules; this only spares people a screen they cannot use.
 */
export function RequireAuth({ roles, children }: { roles?: readonly UserType[]; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={signInPath(location.pathname + location.search)} replace />;
  if (roles && !roles.includes(session.userType as UserType)) return <Navigate to="/shop" replace />;
  return children;
}

/** Where to go after sign-in: only same-origin paths (an open redirect would send people to a phishing page), else home. */
export function safeReturnUrl(value: string | null): string {
  const sameOrigin = value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
  return sameOrigin && value ? value : '/';
}
