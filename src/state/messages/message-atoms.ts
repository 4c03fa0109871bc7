import { atom } from 'jotai';
import type { MessageItem } from '../sdk-types';
import { previewImageURLs, type RevokedRecord } from './message-history';

/** The conversation on screen, and its loaded messages, oldest first. */
export const openConversationIDAtom = atom<string | null>(null);
export const openMessagesAtom = atom<MessageItem[]>([]);

/** Whether older history remains to be paged in; false after the last page or a failed load. */
export const hasMoreHistoryAtom = atom(false);

/** Revoked messages by clientMsgID: what their authors may edit and send again. */
export const revokedRecordsAtom = atom<Record<string, RevokedRecord>>({});

/** The pictures of the open conversation, for stepping through them full screen. */
export const previewImagesAtom = atom((get) => previewImageURLs(get(openMessagesAtom)));
