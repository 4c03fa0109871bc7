import { format } from 'date-fns';
import { useLingui } from '@lingui/react/macro';
import type { GroupItem, GroupMemberItem } from '../../state/sdk-types';

/** OpenIM's group role levels and join sources (the SDK's GroupMemberRole and GroupJoinSource). */
const OWNER = 100;
const ADMIN = 60;
const JOINED_BY_INVITATION = 2;
const JOINED_BY_SEARCH = 3;
const JOINED_BY_QR_CODE = 4;

/**
 * The user's place in the group the card was opened from. The server leaves out how a member joined when the
 * viewer may not see it, and the join lines disappear with it.
 */
export function GroupMembershipFields({ group, member }: { group: GroupItem; member: GroupMemberItem }) {
  const { t } = useLingui();
  const role = member.roleLevel === OWNER ? t`Group owner` : member.roleLevel === ADMIN ? t`Administrator` : t`Member`;
  const joinMethod: Record<number, string> = {
    [JOINED_BY_INVITATION]: t`Invited`,
    [JOINED_BY_SEARCH]: t`Searched for the group`,
    [JOINED_BY_QR_CODE]: t`Scanned the QR code`,
  };
  return (
    <>
      <h3 className="card-section-title">{group.groupName}</h3>
      <dl className="card-fields">
        <div>
          <dt>{t`Group nickname`}</dt>
          <dd>{member.nickname}</dd>
        </div>
        <div>
          <dt>{t`Role`}</dt>
          <dd>{role}</dd>
        </div>
        {member.joinTime > 0 && joinMethod[member.joinSource] ? (
          <>
            <div>
              <dt>{t`Joined`}</dt>
              <dd>{format(member.joinTime, 'yyyy-MM-dd')}</dd>
            </div>
            <div>
              <dt>{t`Join method`}</dt>
              <dd>{joinMethod[member.joinSource]}</dd>
            </div>
          </>
        ) : null}
      </dl>
    </>
  );
}
