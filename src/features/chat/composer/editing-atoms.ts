import { atom } from 'jotai';
import type { MessageItem } from '../../../state/sdk-types';

/**
 * The message the user chose to edit (its text as it reads now): the composer of its chat takes it once. A composer
 * that unmounts mid-edit (the user left the chat to come back, as Telegram allows) hands it back with what
 * was typed, so its next composer resumes the edit.
 */
export const editingMessageAtom = atom<{
  conversationID: string;
  message: MessageItem;
  resume?: { text: string; typedBefore: string };
} | null>(null);
