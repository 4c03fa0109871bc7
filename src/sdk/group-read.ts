import { openIM } from './sdk-instance';
import type { GroupMemberItem } from '../state/sdk-types';

/** The SDK's GroupMessageReaderFilter: 0 read, 1 unread. */
const READ = 0;
const UNREAD = 1;
const PAGE = 500;

export interface GroupReaders {
  read: GroupMemberItem[];
  unread: GroupMemberItem[];
}

/**
 * Who has read a group message, or null where group read receipts do not exist. The wasm of this SDK build does
 * not register `getGroupMessageReaderList` (its JS wrapper then fails with a plain TypeError and no errCode), and
 * the embedded server records read state for single chats only; an SDK error with an errCode is a real failure.
 */
export async function groupMessageReaders(conversationID: string, clientMsgID: string): Promise<GroupReaders | null> {
  const im = await openIM();
  const page = (filter: number) =>
    im.getGroupMessageReaderList({ conversationID, clientMsgID, filter, offset: 0, count: PAGE });
  try {
    const [read, unread] = await Promise.all([page(READ), page(UNREAD)]);
    return { read: read.data ?? [], unread: unread.data ?? [] };
  } catch (error) {
    if (error && typeof error === 'object' && 'errCode' in error) throw error;
    return null;
  }
}
