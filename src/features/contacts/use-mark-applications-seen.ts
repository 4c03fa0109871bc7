import { useEffect } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import {
  friendApplicationSeenKey,
  groupApplicationSeenKey,
  isPending,
  seenFriendApplicationsAtom,
  seenGroupApplicationsAtom,
} from '../../state/contacts/application-atoms';
import {
  contactOwnerAtom,
  receivedFriendApplicationsAtom,
  receivedGroupApplicationsAtom,
} from '../../state/contacts/contact-atoms';
import { markApplicationsSeen, type ApplicationKind } from '../../state/contacts/seen-applications-db';

/**
 * While a list of received applications is on screen, every pending one in it counts as seen: the badges clear,
 * and IndexedDB remembers it for this user across reloads.
 */
export function useMarkApplicationsSeen(kind: ApplicationKind): void {
  const owner = useAtomValue(contactOwnerAtom);
  const friendApplications = useAtomValue(receivedFriendApplicationsAtom);
  const groupApplications = useAtomValue(receivedGroupApplicationsAtom);
  const [seenFriends, setSeenFriends] = useAtom(seenFriendApplicationsAtom);
  const [seenGroups, setSeenGroups] = useAtom(seenGroupApplicationsAtom);

  useEffect(() => {
    if (!owner) return;
    const [keys, seen, setSeen] =
      kind === 'friend'
        ? ([friendApplications.filter(isPending).map(friendApplicationSeenKey), seenFriends, setSeenFriends] as const)
        : ([groupApplications.filter(isPending).map(groupApplicationSeenKey), seenGroups, setSeenGroups] as const);
    const fresh = keys.filter((key) => !seen.has(key));
    if (fresh.length === 0) return;
    setSeen(new Set([...seen, ...fresh]));
    markApplicationsSeen(owner, kind, fresh).catch((error: unknown) => console.error('seen applications', error));
  }, [kind, owner, friendApplications, groupApplications, seenFriends, seenGroups, setSeenFriends, setSeenGroups]);
}
