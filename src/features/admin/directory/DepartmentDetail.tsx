import { useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import type { Department } from '../../../state/chat-entities';
import { directoryApi } from './directory-api';
import { moved, type DepartmentNode } from './department-tree';
import { MemberList } from './MemberList';
import { MoveDialog } from './MoveDialog';
import { NameDialog } from './NameDialog';
import { useAdminAction } from './use-admin-action';

interface DepartmentDetailProps {
  tree: readonly DepartmentNode[];
  department: Department;
  path: string[];
  siblings: Department[];
  /** The tree changed on the server: read it again. */
  onChanged: () => Promise<unknown>;
  onSelect: (departmentID: string) => void;
}

type Open = 'rename' | 'add-child' | 'move' | 'delete' | null;

/** One department: rename, add a sub-department, move, order among its siblings, delete, and its members. */
export function DepartmentDetail({ tree, department, path, siblings, onChanged, onSelect }: DepartmentDetailProps) {
  const { t } = useLingui();
  const name = department.name || department.departmentID;
  const id = department.departmentID;
  const [open, setOpen] = useState<Open>(null);
  const headingID = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const upButton = useRef<HTMLButtonElement>(null);
  const downButton = useRef<HTMLButtonElement>(null);
  const order = useAdminAction();
  const remove = useAdminAction();
  const page = useQuery({ queryKey: ['admin', 'directory', 'page', id], queryFn: () => directoryApi.page(id) });
  const index = siblings.findIndex((sibling) => sibling.departmentID === id);

  useEffect(() => {
    // A newly chosen department is where attention goes.
    heading.current?.focus();
  }, [id]);

  // After a move the department's place shows once the tree is read again; at either end the pressed button turns
  // off, and focus goes to the other one rather than being lost.
  const moving = useRef<-1 | 1 | null>(null);
  useEffect(() => {
    const step = moving.current;
    if (step === null) return;
    moving.current = null;
    const pressed = (step === -1 ? upButton : downButton).current;
    if (pressed?.disabled) (step === -1 ? downButton : upButton).current?.focus();
  }, [index]);

  const move = async (step: -1 | 1) => {
    // The buttons stay enabled while a move runs (a disabled button would drop the focus); a second press waits.
    if (order.busy) return;
    const ids = moved(
      siblings.map((sibling) => sibling.departmentID),
      index,
      step,
    );
    if (!(await order.run(() => directoryApi.sortDepartments(ids)))) return;
    moving.current = step;
    await onChanged();
  };

  return (
    <section className="admin-card admin-department" aria-labelledby={headingID}>
      <h2 id={headingID} ref={heading} tabIndex={-1}>
        {name}
      </h2>
      {path.length > 1 ? <p className="admin-secondary">{path.join(' / ')}</p> : null}
      <div className="admin-toolbar" role="group" aria-label={t`Department actions`}>
        <button type="button" className="secondary-button" onClick={() => setOpen('rename')}>
          {t`Rename`}
        </button>
        <button type="button" className="secondary-button" onClick={() => setOpen('add-child')}>
          {t`New sub-department`}
        </button>
        <button type="button" className="secondary-button" onClick={() => setOpen('move')}>
          {t`Move to…`}
        </button>
        <button
          type="button"
          ref={upButton}
          className="secondary-button"
          disabled={index <= 0}
          onClick={() => void move(-1)}
        >
          {t`Move up`}
        </button>
        <button
          type="button"
          ref={downButton}
          className="secondary-button"
          disabled={index < 0 || index >= siblings.length - 1}
          onClick={() => void move(1)}
        >
          {t`Move down`}
        </button>
        <button type="button" className="danger-button" onClick={() => setOpen('delete')}>
          {t`Delete`}
        </button>
      </div>
      {order.error ? (
        <p role="alert" className="field-error">
          {order.error}
        </p>
      ) : null}

      <MemberList department={department} page={page} onChanged={onChanged} />

      {open === 'rename' && (
        <NameDialog
          title={t`Rename ${name}`}
          confirmLabel={t`Save`}
          initial={name}
          onSave={async (newName) => {
            await directoryApi.renameDepartment(id, newName);
            await onChanged();
          }}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'add-child' && (
        <NameDialog
          title={t`New department in ${name}`}
          confirmLabel={t`Create`}
          onSave={async (childName) => {
            const { departmentID } = await directoryApi.addDepartment(childName, id);
            await onChanged();
            onSelect(departmentID);
          }}
          onClose={() => {
            setOpen(null);
            // After the dialog hands focus back to its opener, the new department's heading takes it.
            requestAnimationFrame(() => heading.current?.focus());
          }}
        />
      )}
      {open === 'move' && (
        <MoveDialog
          tree={tree}
          departmentID={id}
          name={name}
          currentParentID={department.parentDepartmentID ?? ''}
          onMove={async (parentID) => {
            await directoryApi.moveDepartment(id, parentID);
            await onChanged();
          }}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'delete' && (
        <ConfirmDialog
          title={t`Delete ${name}?`}
          message={t`Its sub-departments go with it, and everyone in them leaves the directory. Their accounts stay.`}
          confirmLabel={t`Delete`}
          busy={remove.busy}
          error={remove.error}
          onConfirm={() =>
            void (async () => {
              if (!(await remove.run(() => directoryApi.deleteDepartment(id)))) return;
              setOpen(null);
              onSelect(department.parentDepartmentID ?? '');
              await onChanged();
            })()
          }
          onCancel={() => setOpen(null)}
        />
      )}
    </section>
  );
}
