import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { AdminPage } from '../AdminPage';
import { directoryApi } from './directory-api';
import { flattenTree } from './department-tree';
import { DepartmentTree } from './DepartmentTree';
import { DepartmentDetail } from './DepartmentDetail';
import { NameDialog } from './NameDialog';
import { CsvImport } from './CsvImport';
import './directory.css';
import { refreshQueries } from '../../../api/refresh-queries';

/** The console's directory: the department tree, the chosen department with its members, and the CSV import. */
export function DirectorySection() {
  const { t } = useLingui();
  const client = useQueryClient();
  const [selectedID, setSelectedID] = useState('');
  const [creating, setCreating] = useState(false);
  const treeHeading = useRef<HTMLHeadingElement>(null);
  const tree = useQuery({ queryKey: ['admin', 'directory', 'tree'], queryFn: directoryApi.tree });
  const entries = flattenTree(tree.data ?? []);
  const selected = entries.find((entry) => entry.department.departmentID === selectedID);
  const refresh = () => refreshQueries(client, ['admin', 'directory']);

  const select = (departmentID: string) => {
    setSelectedID(departmentID);
    // Deleting a top-level department leaves nothing chosen: focus goes to the tree rather than being lost.
    if (!departmentID) requestAnimationFrame(() => treeHeading.current?.focus());
  };

  return (
    <AdminPage
      title={t`Directory`}
      actions={
        <button type="button" className="primary-button" onClick={() => setCreating(true)}>
          {t`New department`}
        </button>
      }
    >
      <div className="admin-directory">
        <nav className="admin-card admin-tree-pane" aria-labelledby="admin-tree-heading">
          <h2 id="admin-tree-heading" ref={treeHeading} tabIndex={-1}>
            {t`Departments`}
          </h2>
          {tree.isPending ? <p role="status">{t`Loading…`}</p> : null}
          {tree.isError ? (
            <p role="alert" className="field-error">
              {t`The directory could not be loaded.`}
            </p>
          ) : null}
          {tree.isSuccess ? <DepartmentTree nodes={tree.data} selectedID={selectedID} onSelect={select} /> : null}
        </nav>
        {selected ? (
          <DepartmentDetail
            tree={tree.data ?? []}
            department={selected.department}
            path={selected.path}
            siblings={selected.siblings}
            onChanged={refresh}
            onSelect={select}
          />
        ) : (
          <p className="admin-card admin-hint">{t`Choose a department to edit it and its members.`}</p>
        )}
        <CsvImport onImported={() => void refresh()} />
      </div>
      {creating && (
        <NameDialog
          title={t`New top-level department`}
          confirmLabel={t`Create`}
          onSave={async (name) => {
            const { departmentID } = await directoryApi.addDepartment(name, '');
            await refresh();
            setSelectedID(departmentID);
          }}
          onClose={() => setCreating(false)}
        />
      )}
    </AdminPage>
  );
}
