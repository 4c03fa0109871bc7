import { atom } from 'jotai';
import type { MessageItem } from '../../../state/sdk-types';

/** The message the user chose to edit (its text as it reads now): the composer of its chat takes it once. */
export const editingMessageAtom = atom<{ conversationID: string; message: MessageItem } | null>(null);
