import { useLingui } from '@lingui/react/macro';
import type { GroupMemberItem } from '../../../state/sdk-types';
import { SettingSwitch } from '../../../ui/SettingSwitch';
import { adminCandidates, groupRoleOf } from './group-manage-rules';

interface AdminSwitchesProps {
  members: readonly GroupMemberItem[];
  onChange: (userID: string, admin: boolean) => Promise<unknown>;
}

/** The owner's list of members, each with a switch that makes them an admin or an ordinary member again. */
export function AdminSwitches({ members, onChange }: AdminSwitchesProps) {
  const { t } = useLingui();
  const candidates = adminCandidates(members);
  return (
    <div className="settings-group">
      <h2 className="manage-section-title" id="admins-title">
        {t`Set admins`}
      </h2>
      {candidates.length === 0 ? (
        <p className="empty-state">{t`No other members yet.`}</p>
      ) : (
        <ul className="list" aria-labelledby="admins-title">
          {candidates.map((member) => (
            <li key={member.userID}>
              <SettingSwitch
                label={member.nickname || member.userID}
                checked={groupRoleOf(member.roleLevel) === 'admin'}
                onChange={(admin) => onChange(member.userID, admin)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
