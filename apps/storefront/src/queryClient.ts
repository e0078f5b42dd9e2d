import { QueryClient } from '@tanstack/react-query';

/** The storefront's one query cache: the app renders with it, and route loaders start their screens' queries in it. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } },
});
