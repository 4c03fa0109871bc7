import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Reads the queries under `queryKey` again after the data behind them changed (a write of ours, or a notice of
 * someone else's). `invalidateQueries` alone is not enough while a query's first load is still running: TanStack
 * Query then hands back that load, which began before the change and answers without it (a department created in
 * the console while the tree's first load was slow stayed missing: e2e/client/admin-directory.spec.ts). So the
 * load under way is cancelled first, and a new one made.
 */
export async function refreshQueries(client: QueryClient, queryKey: QueryKey): Promise<void> {
  await client.cancelQueries({ queryKey });
  await client.invalidateQueries({ queryKey });
}
