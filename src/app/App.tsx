import { useEffect, useState } from 'react';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { i18n } from '../i18n/i18n';
import { Toaster } from '../ui/toast/Toaster';
import { TabLockGate } from './single-tab/TabLockGate';
import { createAppRouter } from './router';
import { DocumentTitle } from './shell/DocumentTitle';
import { followNotificationClicks } from '../pwa/notification-clicks';
import { retryQuery } from '../api/query-retry';

type Store = ReturnType<typeof createStore>;

export function App({ store }: { store: Store }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { networkMode: 'offlineFirst', retry: retryQuery } } }),
  );
  const [router] = useState(createAppRouter);
  useEffect(() => followNotificationClicks((path) => router.history.push(path)), [router]);
  return (
    <I18nProvider i18n={i18n}>
      <JotaiProvider store={store}>
        <QueryClientProvider client={queryClient}>
          <div className="app-frame">
            <TabLockGate>
              <RouterProvider router={router} />
            </TabLockGate>
            <Toaster />
            <DocumentTitle />
          </div>
        </QueryClientProvider>
      </JotaiProvider>
    </I18nProvider>
  );
}
