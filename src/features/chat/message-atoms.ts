import { atom } from 'jotai';
import type { MessageItem } from '../../sdk/types';

/** The conversation on screen, and its loaded messages, oldest first. */
export const openConversationIDAtom = atom<string | null>(null);
export const openMessagesAtom = atom<MessageItem[]>([]);
