import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { AT_ALL_USER_ID, groupMembers } from '../../../sdk/composing';
import type { GroupMemberItem } from '../../../state/sdk-types';
import { readStoredSession } from '../../../state/session/stored-session';
import { groupAccessAtom } from '../../../state/chat/chat-access-atoms';
import { isGroupManager } from './chat-block';
import type { Mention } from './mention-tokens';

const MAX_OPTIONS = 50;

/**
 * Who the "@" being typed may mention: "Everyone" for the owner and admins, then the other members whose
 * nickname or ID matches the search. Members load the first time the picker opens.
 */
export function useMentionOptions(groupID: string, query: string | null): Mention[] {
  const { t } = useLingui();
  const [members, setMembers] = useState<GroupMemberItem[] | null>(null);
  const ownRole = useAtomValue(groupAccessAtom)[groupID]?.member?.roleLevel;
  const open = query !== null && groupID !== '';

  useEffect(() => {
    if (!open || members) return;
    let live = true;
    groupMembers(groupID)
      .then((loaded) => live && setMembers(loaded))
      .catch(() => live && setMembers([]));
    return () => {
      live = false;
    };
  }, [open, groupID, members]);

  if (!open) return [];
  const search = query.toLowerCase();
  const self = readStoredSession()?.userID;
  const everyone = { userID: AT_ALL_USER_ID, nickname: t`Everyone` };
  const options: Mention[] =
    ownRole !== undefined && isGroupManager(ownRole) && everyone.nickname.toLowerCase().includes(search)
      ? [everyone]
      : [];
  for (const member of members ?? []) {
    if (options.length >= MAX_OPTIONS) break;
    if (member.userID === self) continue;
    const nickname = member.nickname || member.userID;
    if (nickname.toLowerCase().includes(search) || member.userID.toLowerCase().startsWith(search))
      options.push({ userID: member.userID, nickname });
  }
  return options;
}
