import { useEffect, useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { selectAtom } from 'jotai/utils';
import type { MessageItem } from '../../../state/sdk-types';
import { SessionType } from '../../../state/messages/content-type';
import {
  friendNamesAtom,
  knownSender,
  memberKey,
  memberNamesAtom,
  type KnownSender,
} from '../../../state/contacts/sender-names';
import { loadSenderNames } from '../../../sdk/sender-names';
import { appStore } from '../../../state/store';

const same = (a: KnownSender | undefined, b: KnownSender | undefined) =>
  a === b || (a?.name === b?.name && a?.faceURL === b?.faceURL);

/**
 * The name and face to show for a message's sender, from the reader's own group member and friend data (never
 * just what the message says). Each caller watches only its own sender, so a list re-renders only the rows whose
 * sender changed.
 */
export function useKnownSender(message: MessageItem | null): KnownSender | null {
  const sendID = message?.sendID ?? '';
  const groupID = message?.sessionType === SessionType.workingGroup ? message.groupID : '';
  const key = groupID ? memberKey(groupID, sendID) : '';
  const member = useAtomValue(
    useMemo(() => selectAtom(memberNamesAtom, (members) => (key ? members[key] : undefined), same), [key]),
  );
  const friend = useAtomValue(
    useMemo(() => selectAtom(friendNamesAtom, (friends) => friends.get(sendID), same), [sendID]),
  );
  useEffect(() => {
    if (groupID && sendID) loadSenderNames(appStore, groupID, [sendID]);
  }, [groupID, sendID]);
  if (!message) return null;
  return knownSender(message, friend ? new Map([[sendID, friend]]) : new Map(), member ? { [key]: member } : {});
}
