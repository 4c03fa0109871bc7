import { Link } from '@tanstack/react-router';
import './org.css';
import { useLingui } from '@lingui/react/macro';

interface Membership {
  departmentID: string;
  position?: string;
  station?: string;
  department?: { name?: string };
}

/** Where someone works (the self-info and user-card `members`): each department, linked into the directory. */
export function OrgMemberships({ members }: { members: readonly Membership[] }) {
  const { t } = useLingui();
  if (members.length === 0) return null;
  return (
    <ul className="list" aria-label={t`Organisation`}>
      {members.map((member) => (
        <li key={member.departmentID}>
          <Link to="/org" search={{ departmentID: member.departmentID }} className="list-item">
            <span>{member.department?.name || member.departmentID}</span>
            <span className="org-membership-detail">
              {[member.position, member.station].filter(Boolean).join(' · ')} <span aria-hidden>›</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
