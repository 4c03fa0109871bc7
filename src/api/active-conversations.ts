import ky from 'ky';
import { readEndpoints } from '../config/endpoints';
import type { ActiveConversation } from '../state/conversations/active-conversations';

interface Envelope<T> {
  errCode: number;
  errMsg: string;
  data?: T;
}

/**
 * OpenIM's own first screen for web clients (its /jssdk routes, in open-source OpenIM Server since v3.8): the
 * user's newest conversations straight from the IM API, with the IM token, while the SDK is still syncing. Any
 * failure is "nothing to show yet": the SDK's list comes anyway.
 */
export async function fetchActiveConversations(
  imToken: string,
  count: number,
): Promise<{ conversations: ActiveConversation[]; unreadCount: number } | null> {
  const { apiUrl } = readEndpoints(localStorage, location.origin);
  try {
    const envelope = await ky
      .post(`${apiUrl}/jssdk/get_active_conversations`, {
        json: { count },
        timeout: 5000,
        retry: 0,
        headers: { operationID: crypto.randomUUID(), token: imToken },
      })
      .json<Envelope<{ conversations?: ActiveConversation[]; unreadCount?: number }>>();
    if (envelope.errCode !== 0) return null;
    return { conversations: envelope.data?.conversations ?? [], unreadCount: envelope.data?.unreadCount ?? 0 };
  } catch {
    return null;
  }
}
