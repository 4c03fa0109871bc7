import { useLingui } from '@lingui/react/macro';
import { GroupRole } from './group-role';
import type { GroupMemberItem } from '../../state/sdk-types';
import { Avatar } from '../../ui/Avatar';

/** The name a member shows in the group: their group nickname, which the server fills from the profile if unset. */
export const memberName = (member: GroupMemberItem) => member.nickname || member.userID;

/** A member's avatar, name and role badge: the inside of a member list row. */
export function MemberRowContent({ member }: { member: GroupMemberItem }) {
  const { t } = useLingui();
  const name = memberName(member);
  return (
    <>
      <Avatar name={name} src={member.faceURL} size={36} />
      <span className="member-row-name">{name}</span>
      {member.roleLevel === GroupRole.owner && (
        <span className="role-badge" data-role="owner">
          {t`Owner`}
        </span>
      )}
      {member.roleLevel === GroupRole.admin && <span className="role-badge">{t`Admin`}</span>}
    </>
  );
}
