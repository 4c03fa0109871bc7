import { describe, expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { refreshQueries } from './refresh-queries';

describe('reading a query again after a change', () => {
  it('answers with the change even when the first load, begun before it, is still running', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let stored = ['old'];
    let loads = 0;
    const queryKey = ['departments'];
    // Each load reads the store when it starts and answers a little later, as a slow request does.
    const observer = new QueryObserver(client, {
      queryKey,
      queryFn: () => {
        loads += 1;
        const read = [...stored];
        return new Promise<string[]>((resolve) => setTimeout(() => resolve(read), 30));
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(loads).toBe(1);

    stored = ['old', 'new'];
    await refreshQueries(client, queryKey);

    expect(client.getQueryData(queryKey)).toEqual(['old', 'new']);
    expect(loads).toBe(2);
    unsubscribe();
  });
});
