import '@testing-library/jest-dom/vitest';
import { cookieStorage } from '@abossey/sdk';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait up to 5 s (default 1 s): overlays load on first open (React.lazy), and on a busy 2-core CI
// machine their first mount can take longer than a second. A passing test is as fast as before.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  // Cookies (the apps keep the language and settings in them, ADR 0024) and what the server writes on <html>.
  const cookies = cookieStorage();
  for (const name of document.cookie.split(';').map((part) => part.split('=')[0]?.trim()))
    if (name) cookies.removeItem(decodeURIComponent(name));
  document.documentElement.removeAttribute('data-lng');
});
