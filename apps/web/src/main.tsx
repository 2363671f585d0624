import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { router } from '@/app/router.tsx';
import { initI18n } from '@/i18n/i18n.ts';
import { queryClient } from '@/lib/query-client.ts';
import '@/styles/global.css';

// Not a top-level await: the language's catalogue is a chunk that imports from this entry, which must
// finish evaluating before that import can resolve.
void initI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
});
