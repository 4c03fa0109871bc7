import { atom } from 'jotai';
import type { MessageItem } from '../../../sdk/types';

/** The message the user is replying to, shown above the composer until sent or cancelled. */
export const quoteMessageAtom = atom<MessageItem | null>(null);
