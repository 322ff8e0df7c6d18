import type { QueryClient } from '@tanstack/react-query';
import { AppProvider } from './provider';
import { AppRouter, type AppRouterInstance } from './router';

/** The app; `queryClient` holds the data the server sent with the page, if it rendered one. */
export function App({
  queryClient,
  router,
}: {
  queryClient?: QueryClient;
  router: AppRouterInstance;
}) {
  return (
    <AppProvider queryClient={queryClient}>
      <AppRouter router={router} />
    </AppProvider>
  );
}
