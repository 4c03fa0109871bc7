import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { setGroupAdmin, setGroupMutedAll, updateGroupSettings, type GroupManageState } from '../../sdk/group-manage';
import { FormError } from '../../ui/FormError';
import { Screen } from '../../ui/Screen';
import { SettingSwitch } from '../../ui/SettingSwitch';
import { useSettingAction } from '../chat/use-setting-action';
import { AdminSwitches } from './manage/AdminSwitches';
import {
  allowFlag,
  GROUP_STATUS_MUTED,
  groupManageControls,
  groupRoleOf,
  isAllowed,
} from './manage/group-manage-rules';
import { ManagersOnly } from './manage/ManagersOnly';
import { useGroupManageState } from './manage/use-group-manage-state';
import { VerificationModePicker } from './manage/VerificationModePicker';
import { PinSettingSwitch } from './manage/PinSettingSwitch';
import '../../ui/settings.css';
import './manage/manage.css';

/** The owner's and admins' controls over a group (product-spec §3 "Group", §6); others read a refusal. */
export function GroupManageScreen({ groupID }: { groupID?: string }) {
  const { t } = useLingui();
  const [view, reload] = useGroupManageState(groupID);
  return (
    <Screen title={t`Group management`}>
      <div className="settings-screen">
        <ManagersOnly view={view}>{(state) => <GroupManageControls state={state} reload={reload} />}</ManagersOnly>
      </div>
    </Screen>
  );
}

function GroupManageControls({ state, reload }: { state: GroupManageState; reload: () => Promise<void> }) {
  const { t } = useLingui();
  const { busy, error, run } = useSettingAction();
  const { group, members, self } = state;
  const { groupID } = group;
  const controls = groupManageControls(groupRoleOf(self?.roleLevel));
  // Each change settles on the stored value at once, without waiting for the SDK's change event.
  const change = (work: () => Promise<void>) =>
    run(async () => {
      await work();
      await reload();
    });

  return (
    <>
      <div className="settings-group">
        {controls.muteAll && (
          <SettingSwitch
            label={t`Mute all`}
            checked={group.status === GROUP_STATUS_MUTED}
            disabled={busy}
            onChange={(muted) => change(() => setGroupMutedAll(groupID, muted))}
          />
        )}
        {controls.lookMemberInfo && (
          <SettingSwitch
            label={t`Members may view member info`}
            checked={isAllowed(group.lookMemberInfo)}
            disabled={busy}
            onChange={(allowed) => change(() => updateGroupSettings(groupID, { lookMemberInfo: allowFlag(allowed) }))}
          />
        )}
        {controls.applyMemberFriend && (
          <SettingSwitch
            label={t`Members may add each other as friends`}
            checked={isAllowed(group.applyMemberFriend)}
            disabled={busy}
            onChange={(allowed) =>
              change(() => updateGroupSettings(groupID, { applyMemberFriend: allowFlag(allowed) }))
            }
          />
        )}
        <PinSettingSwitch groupID={groupID} />
      </div>
      {controls.verification && (
        <VerificationModePicker
          mode={group.needVerification}
          disabled={busy}
          onChange={(needVerification) => void change(() => updateGroupSettings(groupID, { needVerification }))}
        />
      )}
      <FormError message={error} />
      <ul className="list settings-group" aria-label={t`Members`}>
        {controls.muteMember && (
          <li>
            <Link to="/setMemberMute" search={{ groupID }} className="list-item">
              <span>{t`Mute a member`}</span>
              <span aria-hidden>›</span>
            </Link>
          </li>
        )}
        {controls.editAnnouncement && (
          <li>
            <Link to="/groupAnnouncement" search={{ groupID, isNomal: false }} className="list-item">
              <span>{t`Group announcement`}</span>
              <span aria-hidden>›</span>
            </Link>
          </li>
        )}
        {controls.transferOwnership && (
          <li>
            {/* The member list's transfer mode picks the new owner (its route reads groupID and mode). */}
            <Link to="/groupMemberList" search={{ groupID, mode: 'transfer' }} className="list-item">
              <span>{t`Transfer ownership`}</span>
              <span aria-hidden>›</span>
            </Link>
          </li>
        )}
      </ul>
      {controls.setAdmins && (
        <AdminSwitches
          members={members}
          onChange={(userID, admin) => change(() => setGroupAdmin(groupID, userID, admin))}
        />
      )}
    </>
  );
}
