import { safeReturnUrl } from '../../session/RequireAuth';

/**
 * Where to go once a sign-up is confirmed. The confirmation link opens in a new tab (from the mail), so the sign-up
 * page's `returnUrl` is kept in localStorage until `/auth/confirm` uses it.
 */
const KEY = 'signUpReturnUrl';

export function rememberSignUpReturnUrl(url: string): void {
  try {
    localStorage.setItem(KEY, url);
  } catch {
    // Storage may be off (private mode): the confirm page then goes to the start page.
  }
}

/** The remembered return address (checked to stay on this site), forgotten once read. */
export function takeSignUpReturnUrl(): string {
  try {
    const url = localStorage.getItem(KEY);
    localStorage.removeItem(KEY);
    return safeReturnUrl(url);
  } catch {
    return '/';
  }
}
