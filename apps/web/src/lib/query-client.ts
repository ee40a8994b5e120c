import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not change by asking again; a network blip might.
      retry: (failures, err) =>
        !(err instanceof ApiError && err.status >= 400 && err.status < 500) && failures < 2,
      refetchOnWindowFocus: false,
    },
  },
});
