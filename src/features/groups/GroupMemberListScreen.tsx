import { useState } from 'react';
import { Link, useRouter } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { appStore } from '../../state/store';
import { kickFromGroup, transferGroupOwner } from '../../sdk/groups';
import type { GroupMemberItem } from '../../state/sdk-types';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Screen } from '../../ui/Screen';
import { showToast } from '../../ui/toast/toast-atoms';
import { useSettingAction } from '../chat/use-setting-action';
import { matchesSearch } from '../contacts/match-search';
import { isMultiPick, isPickable, mayUseMode, type MemberListMode } from './member-list-mode';
import { MemberRowContent, memberName } from './MemberRow';
import { pickedMembersAtom, pickedMembersKey } from './picked-members-atoms';
import { groupDetailsKey, useGroupDetails } from './use-group-details';
import './groups.css';
import { refreshQueries } from '../../api/refresh-queries';

interface GroupMemberListScreenProps {
  groupID?: string;
  mode: MemberListMode;
}

/** A group's members: to look at (preview), or to pick from for a mention, removal, a new owner or a call. */
export function GroupMemberListScreen({ groupID, mode }: GroupMemberListScreenProps) {
  const { t } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const setPicked = useSetAtom(pickedMembersAtom);
  const details = useGroupDetails(groupID);
  const [query, setQuery] = useState('');
  const [checked, setChecked] = useState<string[]>([]);
  const [confirming, setConfirming] = useState<GroupMemberItem[] | null>(null);
  const action = useSettingAction();

  const titles: Record<MemberListMode, string> = {
    preview: t`Group members`,
    at: t`Choose a member to mention`,
    kick: t`Remove members`,
    transfer: t`Transfer ownership`,
    callInvite: t`Choose members to call`,
  };
  const title = titles[mode];
  if (!groupID || details.isError || details.data === null) {
    return (
      <Screen title={title}>
        <p className="empty-state" role="alert">
          <Trans>This group could not be found</Trans>
        </p>
      </Screen>
    );
  }
  if (!details.data) return <Screen title={title}>{null}</Screen>;
  const { members, self } = details.data;
  if (!mayUseMode(mode, self)) {
    return (
      <Screen title={title}>
        <p className="empty-state" role="alert">
          {mode === 'transfer'
            ? t`Only the group owner can transfer the group.`
            : mode === 'kick'
              ? t`Only the group owner and admins can remove members.`
              : t`You are no longer a member of this group.`}
        </p>
      </Screen>
    );
  }

  const shown = members.filter((member) => matchesSearch(query, [member.nickname, member.userID]));
  const byID = (ids: string[]) => members.filter((member) => ids.includes(member.userID));
  const toggle = (userID: string) =>
    setChecked((current) => (current.includes(userID) ? current.filter((id) => id !== userID) : [...current, userID]));
  const handBack = (key: 'at' | 'callInvite', userIDs: string[]) => {
    setPicked((current) => ({ ...current, [pickedMembersKey(key, groupID)]: userIDs }));
    router.history.back();
  };
  const pickOne = (member: GroupMemberItem) => {
    if (mode === 'at') handBack('at', [member.userID]);
    else setConfirming([member]);
  };
  const finishMulti = () => {
    if (mode === 'callInvite') handBack('callInvite', checked);
    else setConfirming(byID(checked));
  };

  const confirmed = async (targets: GroupMemberItem[]) => {
    const ok = await action.run(() =>
      mode === 'kick'
        ? kickFromGroup(
            groupID,
            targets.map((member) => member.userID),
          )
        : transferGroupOwner(groupID, targets[0]!.userID),
    );
    if (!ok) return;
    setConfirming(null);
    await refreshQueries(queryClient, groupDetailsKey(groupID));
    showToast(appStore, mode === 'kick' ? t`Removed` : t`Ownership transferred`);
    router.history.back();
  };

  const names = confirming?.map(memberName).join(', ') ?? '';
  const multi = isMultiPick(mode);
  const count = checked.length;
  return (
    <Screen title={title}>
      <div className="picker-search">
        <input
          type="search"
          value={query}
          placeholder={t`Search`}
          aria-label={t`Search members`}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {shown.length === 0 && <p className="empty-state">{t`No members match`}</p>}
      <ul className="list" aria-label={t`Members`}>
        {shown.map((member) => (
          <li key={member.userID}>
            {mode === 'preview' ? (
              <Link
                to="/userCard"
                search={{ userID: member.userID, groupID }}
                className="list-item member-row"
                aria-label={memberName(member)}
              >
                <MemberRowContent member={member} />
              </Link>
            ) : multi ? (
              <label className="list-item member-row">
                <input
                  type="checkbox"
                  aria-label={memberName(member)}
                  checked={checked.includes(member.userID)}
                  disabled={!isPickable(mode, self, member)}
                  onChange={() => toggle(member.userID)}
                />
                <MemberRowContent member={member} />
              </label>
            ) : (
              <button
                type="button"
                className="list-item member-row"
                aria-label={memberName(member)}
                disabled={!isPickable(mode, self, member)}
                onClick={() => pickOne(member)}
              >
                <MemberRowContent member={member} />
              </button>
            )}
          </li>
        ))}
      </ul>
      {multi && (
        <div className="picker-footer">
          <button
            type="button"
            className={mode === 'kick' ? 'danger-button' : 'primary-button'}
            disabled={count === 0}
            onClick={finishMulti}
          >
            {mode === 'kick' ? t`Remove (${count})` : t`Done (${count})`}
          </button>
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title={mode === 'kick' ? t`Remove ${names} from the group?` : t`Make ${names} the group owner?`}
          message={
            mode === 'kick'
              ? t`They will no longer receive the group's messages.`
              : t`You will become an ordinary member of the group.`
          }
          confirmLabel={mode === 'kick' ? t`Remove` : t`Transfer`}
          busy={action.busy}
          error={action.error}
          onConfirm={() => void confirmed(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </Screen>
  );
}
