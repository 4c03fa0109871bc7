import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { useInfiniteQuery, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  MOMENTS_PAGE_SIZE,
  fetchFeedPage,
  fetchInteractionsPage,
  fetchMoment,
  fetchUserMomentsPage,
  type MomentCursor,
  type WorkMoment,
} from '../../api/moments';
import { readThrough } from '../../api/moments-cache';
import { readStoredSession } from '../../state/session/stored-session';
import { momentNoticeAtom } from '../../api/moment-state/moments-atoms';
import { nextCursor, nextPage, removeMoment, replaceMoment, type Pages } from '../../api/moment-state/moment-rules';

import { refreshQueries } from '../../api/refresh-queries';

export const momentKeys = {
  all: ['moments'] as const,
  feed: ['moments', 'feed'] as const,
  user: (userID: string) => ['moments', 'user', userID] as const,
  detail: (workMomentID: string) => ['moments', 'detail', workMomentID] as const,
  interactions: ['moments', 'interactions'] as const,
};

const self = () => readStoredSession()?.userID ?? '';

/** Only the first page is kept for offline reading: that is what a user last saw on opening the screen. */
const cachedFirstPage = <T>(name: string, first: boolean, read: () => Promise<T[]>) =>
  first ? readThrough(`${self()}:${name}`, read) : read();

/** The feed (own and friends'), or one person's moments, a page at a time, each after the last moment listed. */
export function useMomentList(userID?: string) {
  return useInfiniteQuery({
    queryKey: userID ? momentKeys.user(userID) : momentKeys.feed,
    queryFn: ({ pageParam }) =>
      userID
        ? cachedFirstPage(`user:${userID}`, !pageParam, () => fetchUserMomentsPage(userID, pageParam))
        : cachedFirstPage('feed', !pageParam, () => fetchFeedPage(pageParam)),
    initialPageParam: null as MomentCursor | null,
    getNextPageParam: (lastPage) => nextCursor(lastPage, MOMENTS_PAGE_SIZE),
  });
}

export function useInteractions() {
  return useInfiniteQuery({
    queryKey: momentKeys.interactions,
    queryFn: ({ pageParam }) =>
      cachedFirstPage('interactions', pageParam === 1, () => fetchInteractionsPage(pageParam)),
    initialPageParam: 1,
    getNextPageParam: (lastPage, allPages) => nextPage(lastPage, allPages, MOMENTS_PAGE_SIZE),
  });
}

export function useMoment(workMomentID: string | undefined) {
  return useQuery({
    queryKey: momentKeys.detail(workMomentID ?? ''),
    queryFn: () => readThrough(`${self()}:detail:${workMomentID}`, () => fetchMoment(workMomentID!)),
    enabled: Boolean(workMomentID),
  });
}

/** After a like, comment or deletion: every list and the detail show the moment as the server now has it. */
export function storeMoment(client: QueryClient, moment: WorkMoment): void {
  client.setQueriesData<Pages<WorkMoment>>({ queryKey: momentKeys.all }, (data) =>
    data && 'pages' in data ? replaceMoment(data, moment) : data,
  );
  client.setQueryData(momentKeys.detail(moment.workMomentID), moment);
}

export function dropMoment(client: QueryClient, workMomentID: string): void {
  client.setQueriesData<Pages<WorkMoment>>({ queryKey: momentKeys.all }, (data) =>
    data && 'pages' in data ? removeMoment(data, workMomentID) : data,
  );
  client.removeQueries({ queryKey: momentKeys.detail(workMomentID) });
}

/** A wm_* notice: whatever moment screens are open read afresh (the live update, with no reload). */
export function useMomentNoticeRefresh(): void {
  const notice = useAtomValue(momentNoticeAtom);
  const client = useQueryClient();
  useEffect(() => {
    if (notice) void refreshQueries(client, momentKeys.all);
  }, [notice, client]);
}
