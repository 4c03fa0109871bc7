import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FormDialog } from '../FormDialog';
import { useAdminAction } from './use-admin-action';
import { flattenTree, subtreeIDs, type DepartmentNode } from './department-tree';

interface MoveDialogProps {
  tree: readonly DepartmentNode[];
  departmentID: string;
  name: string;
  currentParentID: string;
  onMove: (parentDepartmentID: string) => Promise<unknown>;
  onClose: () => void;
}

/** Puts a department under another one, or at the top; never under itself or its own sub-departments. */
export function MoveDialog({ tree, departmentID, name, currentParentID, onMove, onClose }: MoveDialogProps) {
  const { t } = useLingui();
  const [parentID, setParentID] = useState(currentParentID);
  const { busy, error, run } = useAdminAction({ 1003: t`A department with this name is already there.` });
  const inside = subtreeIDs(tree, departmentID);
  const choices = flattenTree(tree).filter(({ department }) => !inside.has(department.departmentID));
  const save = async () => {
    if (await run(() => onMove(parentID))) onClose();
  };
  return (
    <FormDialog
      title={t`Move ${name}`}
      confirmLabel={t`Move`}
      busy={busy}
      error={error}
      onSubmit={() => void save()}
      onCancel={onClose}
    >
      <label>
        {t`New place`}
        <select value={parentID} onChange={(event) => setParentID(event.target.value)}>
          <option value="">{t`Top level`}</option>
          {choices.map(({ department, path }) => (
            <option key={department.departmentID} value={department.departmentID}>
              {path.join(' / ')}
            </option>
          ))}
        </select>
      </label>
    </FormDialog>
  );
}
