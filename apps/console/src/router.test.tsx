import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from './router';

describe('console router', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs no HydrateFallback warning while the first lazy screen loads (issue 24)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter(routes, { initialEntries: ['/user-management'] });
    renderToString(<RouterProvider router={router} />);
    const logged = [...warn.mock.calls, ...error.mock.calls].flat().map(String);
    expect(logged.filter((line) => line.includes('HydrateFallback'))).toEqual([]);
    router.dispose();
  });
});
