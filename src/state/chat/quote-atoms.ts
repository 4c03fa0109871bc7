import { atom } from 'jotai';
import type { MessageItem } from '../sdk-types';

/** The message the user is replying to: the message menu sets it, the composer sends it as a quote and clears it. */
export const quoteMessageAtom = atom<MessageItem | null>(null);
