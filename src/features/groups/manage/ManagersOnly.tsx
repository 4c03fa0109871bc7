import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { GroupManageState } from '../../../sdk/group-manage';
import { groupRoleOf, mayManageGroup } from './group-manage-rules';
import type { GroupManageView } from './use-group-manage-state';

interface ManagersOnlyProps {
  view: GroupManageView;
  children: (state: GroupManageState) => ReactNode;
}

/** Shows its content to the group's owner and admins only; everyone else reads why they cannot manage it. */
export function ManagersOnly({ view, children }: ManagersOnlyProps) {
  const { t } = useLingui();
  if (view === 'loading') return <p className="empty-state">{t`Loading…`}</p>;
  if (view === 'unknown') return <p className="empty-state">{t`This group could not be found.`}</p>;
  if (!mayManageGroup(groupRoleOf(view.self?.roleLevel))) {
    return (
      <p role="alert" className="empty-state">
        {t`Only the group owner and admins can manage this group.`}
      </p>
    );
  }
  return children(view);
}
