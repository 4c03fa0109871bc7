import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { GroupItem, GroupMemberItem } from '../../state/sdk-types';
import { memberName } from './MemberRow';

interface GroupInfoRowsProps {
  group: GroupItem;
  self: GroupMemberItem;
  canEdit: boolean;
  isOwner: boolean;
}

/** A row that shows a value and, when the user may change it, leads to where it is changed. */
function ValueRow({ label, value, link }: { label: string; value?: ReactNode; link?: (row: ReactNode) => ReactNode }) {
  const row = (
    <>
      <span>{label}</span>
      {value !== undefined && <span className="setting-value">{value}</span>}
      {link && <span aria-hidden>›</span>}
    </>
  );
  return <li>{link ? link(row) : <div className="list-item">{row}</div>}</li>;
}

/** The group's name, announcement, QR code, the user's nickname in it, and the managers' ways in. */
export function GroupInfoRows({ group, self, canEdit, isOwner }: GroupInfoRowsProps) {
  const { t } = useLingui();
  const groupID = group.groupID;
  return (
    <ul className="list settings-group" aria-label={t`Group info`}>
      <ValueRow
        label={t`Group name`}
        value={group.groupName}
        link={
          canEdit
            ? (row) => (
                <Link
                  to="/changeName"
                  search={{ originData: { type: 'group', groupID, name: group.groupName } }}
                  className="list-item"
                >
                  {row}
                </Link>
              )
            : undefined
        }
      />
      <ValueRow
        label={t`Group announcement`}
        value={group.notification || t`None`}
        link={(row) => (
          <Link to="/groupAnnouncement" search={{ groupID }} className="list-item">
            {row}
          </Link>
        )}
      />
      <ValueRow
        label={t`Group QR code`}
        link={(row) => (
          <Link to="/selfOrGroupQr" search={{ isGroup: true, groupID }} className="list-item">
            {row}
          </Link>
        )}
      />
      <ValueRow
        label={t`My nickname in group`}
        value={memberName(self)}
        link={(row) => (
          <Link
            to="/changeName"
            search={{ originData: { type: 'groupNickname', groupID, name: self.nickname } }}
            className="list-item"
          >
            {row}
          </Link>
        )}
      />
      {canEdit && (
        <ValueRow
          label={t`Manage group`}
          link={(row) => (
            <Link to="/groupManage" search={{ groupID }} className="list-item">
              {row}
            </Link>
          )}
        />
      )}
      {isOwner && (
        <ValueRow
          label={t`Transfer ownership`}
          link={(row) => (
            <Link to="/groupMemberList" search={{ groupID, mode: 'transfer' }} className="list-item">
              {row}
            </Link>
          )}
        />
      )}
    </ul>
  );
}
