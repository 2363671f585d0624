import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { onSessionEnd } from './session-end.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Client errors will not change by asking again.
      retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
});

// The query client is loaded with the logged-in screens (decision 0012); the session, on every page, only
// asks that whatever it cached be forgotten when a session ends.
onSessionEnd(() => queryClient.clear());
