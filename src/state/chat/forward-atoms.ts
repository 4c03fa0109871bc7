import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { MessageItem } from '../sdk-types';

/**
 * What the user chose to forward, waiting for its targets on /chooseUser?forward=true:
 * - one: a single message (the message menu);
 * - oneByOne: each selected message on its own, in the order they were sent;
 * - merge: the selected messages as one merged message with this title and these summary lines.
 */
export type PendingForward =
  | { kind: 'one'; messages: MessageItem[] }
  | { kind: 'oneByOne'; messages: MessageItem[] }
  | { kind: 'merge'; messages: MessageItem[]; title: string; summaryList: string[] };

/** Kept in sessionStorage, so reloading the target chooser keeps what was about to be sent (and only in this tab). */
export const pendingForwardAtom = atomWithStorage<PendingForward | null>(
  'parley.pendingForward',
  null,
  createJSONStorage(() => sessionStorage),
  { getOnInit: true },
);
