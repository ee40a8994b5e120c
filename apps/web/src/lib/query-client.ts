import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/**
 * The one set of query defaults: the browser's client below and each server render's own, which
 * never retries (a page that cannot be rendered at once is sent unrendered: entry-server.tsx).
 */
export function createQueryClient({ retry = true } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change by asking again; a network blip might.
        retry: (failures, err) =>
          retry && !(err instanceof ApiError && err.status >= 400 && err.status < 500) && failures < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
