import { useId, useRef, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import type { DepartmentPage } from '../../../api/organization';
import type { Department } from '../../../state/chat-entities';
import { directoryApi } from './directory-api';
import { MemberDialog } from './MemberDialog';
import { useAdminAction } from './use-admin-action';

interface MemberListProps {
  department: Department;
  page: UseQueryResult<DepartmentPage>;
  onChanged: () => Promise<unknown>;
}

interface Editing {
  userID: string;
  name: string;
  position: string;
  order: number;
}

/** A department's own members (not its sub-departments'), with their position and order: add, edit, remove. */
export function MemberList({ department, page, onChanged }: MemberListProps) {
  const { t } = useLingui();
  const departmentName = department.name || department.departmentID;
  const departmentID = department.departmentID;
  const headingID = useId();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<Editing | null>(null);
  const removal = useAdminAction();
  const heading = useRef<HTMLHeadingElement>(null);
  const refresh = async () => {
    await Promise.all([page.refetch(), onChanged()]);
  };

  return (
    <div className="admin-members">
      <div className="admin-row">
        <h3 id={headingID} ref={heading} tabIndex={-1}>
          {t`Members`}
        </h3>
        <button type="button" className="primary-button" onClick={() => setAdding(true)}>
          {t`Add member`}
        </button>
      </div>
      {page.isError ? (
        <p role="alert" className="field-error">
          {t`The members could not be loaded.`}
        </p>
      ) : null}
      {page.isSuccess && page.data.members.length === 0 ? (
        <p className="admin-hint">{t`Nobody is in this department itself.`}</p>
      ) : null}
      <ul className="admin-list" aria-labelledby={headingID}>
        {(page.data?.members ?? []).map(({ member, user }) => {
          const entry = {
            userID: member.userID,
            name: user.nickname || member.userID,
            position: member.position ?? '',
            order: member.order ?? 0,
          };
          return (
            <li key={member.userID} className="admin-list-row">
              <span className="admin-list-text">
                <span className="admin-person-name">{entry.name}</span>
                <span className="admin-secondary">
                  {entry.position || t`No position`} · {t`order ${entry.order}`}
                </span>
              </span>
              <span className="admin-row-actions">
                <button
                  type="button"
                  className="secondary-button"
                  aria-label={t`Edit ${entry.name}`}
                  onClick={() => setEditing(entry)}
                >
                  {t`Edit`}
                </button>
                <button
                  type="button"
                  className="secondary-button"
                  aria-label={t`Remove ${entry.name}`}
                  onClick={() => setRemoving(entry)}
                >
                  {t`Remove`}
                </button>
              </span>
            </li>
          );
        })}
      </ul>

      {adding && (
        <MemberDialog
          departmentName={departmentName}
          onSave={async (member) => {
            await directoryApi.addMember({ ...member, departmentID });
            await refresh();
          }}
          onClose={() => setAdding(false)}
        />
      )}
      {editing && (
        <MemberDialog
          departmentName={departmentName}
          editing={editing}
          onSave={async (member) => {
            await directoryApi.updateMember({ ...member, departmentID });
            await refresh();
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={t`Remove ${removing.name} from ${departmentName}?`}
          message={t`Their account stays; only this membership ends.`}
          confirmLabel={t`Remove`}
          busy={removal.busy}
          error={removal.error}
          onConfirm={() =>
            void (async () => {
              if (!(await removal.run(() => directoryApi.removeMember(removing.userID, departmentID)))) return;
              setRemoving(null);
              // The removed row's button is gone: focus goes to the list's heading, not to the page's top.
              requestAnimationFrame(() => heading.current?.focus());
              await refresh();
            })()
          }
          onCancel={() => setRemoving(null)}
        />
      )}
    </div>
  );
}
