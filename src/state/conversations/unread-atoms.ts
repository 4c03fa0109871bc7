import { atom } from 'jotai';

/** Total unread messages, as the SDK reports them; the conversation tab's badge. */
export const totalUnreadCountAtom = atom(0);
