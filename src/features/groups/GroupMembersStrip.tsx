import { Link } from '@tanstack/react-router';
import { Plural, useLingui } from '@lingui/react/macro';
import type { GroupMemberItem } from '../../state/sdk-types';
import { Avatar } from '../../ui/Avatar';
import { memberName } from './MemberRow';
import { Minus, Plus } from 'lucide-react';

/** How many members the settings show before "all members". */
const SHOWN_MEMBERS = 13;

interface GroupMembersStripProps {
  groupID: string;
  members: GroupMemberItem[];
  /** Owner and admins also get the "remove" button (product-spec §6). */
  canRemove: boolean;
}

/** The first members' faces, with invite and remove buttons, and the way to the whole list. */
export function GroupMembersStrip({ groupID, members, canRemove }: GroupMembersStripProps) {
  const { t } = useLingui();
  return (
    <div className="settings-group">
      <Link to="/groupMemberList" search={{ groupID, mode: 'preview' }} className="list-item">
        <span>{t`Group members`}</span>
        <span className="setting-value">
          <Plural value={members.length} one="View # member" other="View all # members" />
        </span>
        <span aria-hidden>›</span>
      </Link>
      <ul className="member-strip" aria-label={t`Members`}>
        {members.slice(0, SHOWN_MEMBERS).map((member) => (
          <li key={member.userID}>
            <Link to="/userCard" search={{ userID: member.userID, groupID }} aria-label={memberName(member)}>
              <Avatar name={memberName(member)} src={member.faceURL} size={44} />
            </Link>
            <span className="member-strip-name" aria-hidden>
              {memberName(member)}
            </span>
          </li>
        ))}
        <li>
          <Link
            to="/chooseUser"
            search={{ key: `invite:${groupID}`, groupID }}
            className="member-strip-button"
            aria-label={t`Invite members`}
          >
            <Plus size={20} />
          </Link>
        </li>
        {canRemove && (
          <li>
            <Link
              to="/groupMemberList"
              search={{ groupID, mode: 'kick' }}
              className="member-strip-button"
              aria-label={t`Remove members`}
            >
              <Minus size={20} />
            </Link>
          </li>
        )}
      </ul>
    </div>
  );
}
