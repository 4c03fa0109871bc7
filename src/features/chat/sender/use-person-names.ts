import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { friendNamesAtom, memberKey, memberNamesAtom } from '../../../state/contacts/sender-names';
import { loadSenderNames } from '../../../sdk/sender-names';
import { appStore } from '../../../state/store';

/**
 * The names of these people (who reacted, who pinned): the reader's own member and friend data, "You" for the reader,
 * the user ID until a name is known.
 */
export function usePersonNames(groupID: string, userIDs: readonly string[], selfUserID: string) {
  const { t } = useLingui();
  const members = useAtomValue(memberNamesAtom);
  const friends = useAtomValue(friendNamesAtom);
  const key = userIDs.join(',');
  useEffect(() => {
    if (groupID && key) loadSenderNames(appStore, groupID, key.split(','));
  }, [groupID, key]);
  return (userID: string) =>
    userID === selfUserID
      ? t`You`
      : ((groupID ? members[memberKey(groupID, userID)]?.name : undefined) ?? friends.get(userID)?.name ?? userID);
}
