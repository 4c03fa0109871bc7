import { useEffect, useState } from 'react';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { i18n } from '../i18n/i18n';
import { Toaster } from '../ui/toast/Toaster';
import { TabLockGate } from './single-tab/TabLockGate';
import type { AppRouter } from './router';
import { DocumentTitle } from './shell/DocumentTitle';
import { followNotificationClicks, takeRingFromAddress } from '../pwa/notification-clicks';
import { retryQuery } from '../api/query-retry';

type Store = ReturnType<typeof createStore>;

/** Loaded on demand: the call code pulls in the SDK, which must stay out of the first load (npm run budgets). */
const ringFromPush = (store: Store, call: unknown) =>
  import('../sdk/call-incoming').then((calls) => calls.ringFromPush(store, call));

export function App({ store, router }: { store: Store; router: AppRouter }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { networkMode: 'offlineFirst', retry: retryQuery } } }),
  );
  // Taken off the address before the router was made (main.tsx): a call push that opened the app rings once, never
  // again on a reload.
  const [pushedCall] = useState(takeRingFromAddress);
  useEffect(() => {
    if (pushedCall !== null) void ringFromPush(store, pushedCall);
  }, [store, pushedCall]);
  useEffect(
    () =>
      followNotificationClicks(
        (path) => router.history.push(path),
        (call) => void ringFromPush(store, call),
      ),
    [router, store],
  );
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
