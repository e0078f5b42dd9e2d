import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait up to 5 s (default 1 s): overlays load on first open (React.lazy), and on a busy 2-core CI
// machine their first mount can take longer than a second. A passing test is as fast as before.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
