import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { queryClient } from './query-client.ts';

/**
 * A logged-in screen or layout inside the app's query client: TanStack Query loads with those screens
 * only, not with the visitors' pages (decision 0012).
 */
export function withQueryClient(Inner: ComponentType): ComponentType {
  return function WithQueryClient() {
    return (
      <QueryClientProvider client={queryClient}>
        <Inner />
      </QueryClientProvider>
    );
  };
}
