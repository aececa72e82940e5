import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { ToastProvider } from '../components/toast/ToastProvider';
import { AppRoutes } from './AppRoutes';
import { createQueryClient } from './query-client';

/** What every screen runs inside, in the browser and in the build's prerendering alike. */
export function AppFrame({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}

/** `client`: the one the app started its first reads with (route-prefetch.ts). */
export function App({ client }: { client?: QueryClient }) {
  return (
    <AppFrame client={client}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}
