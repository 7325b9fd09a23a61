import { QueryClient } from '@tanstack/react-query';

/** The one query cache of the page, provided by the shell (or a remote running on its own). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});
