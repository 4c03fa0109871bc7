import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { GroupManageState } from '../../../sdk/group-manage';
import { Avatar } from '../../../ui/Avatar';
import { mutableMembers } from './group-manage-rules';
import { MuteEndTime } from './MuteEndTime';

/** The ordinary members this user may mute, each leading to its mute settings. */
export function MutableMemberList({ state }: { state: GroupManageState }) {
  const { t } = useLingui();
  const members = mutableMembers(state.members, state.self);
  if (members.length === 0) return <p className="empty-state">{t`No members to mute.`}</p>;
  return (
    <ul className="list" aria-label={t`Members you may mute`}>
      {members.map((member) => {
        const name = member.nickname || member.userID;
        return (
          <li key={member.userID}>
            <Link
              to="/setMemberMute"
              search={{ groupID: state.group.groupID, userID: member.userID }}
              className="list-item"
            >
              <span className="manage-member">
                <Avatar src={member.faceURL} name={name} size={36} />
                <span className="manage-member-name">{name}</span>
              </span>
              <span className="manage-member-detail">
                <MuteEndTime muteEndTime={member.muteEndTime} />
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
