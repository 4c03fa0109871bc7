import { Plural, useLingui } from '@lingui/react/macro';
import type { DepartmentNode } from './department-tree';

interface DepartmentTreeProps {
  nodes: readonly DepartmentNode[];
  selectedID: string;
  onSelect: (departmentID: string) => void;
}

/**
 * The whole department tree as nested lists of buttons, open at every level: each is one Tab stop, the chosen one
 * is marked current, and the nesting is what a screen reader announces as the level.
 */
export function DepartmentTree({ nodes, selectedID, onSelect }: DepartmentTreeProps) {
  const { t } = useLingui();
  if (nodes.length === 0) return <p className="admin-hint">{t`No departments yet.`}</p>;
  return <Level nodes={nodes} selectedID={selectedID} onSelect={onSelect} label={t`Departments`} />;
}

function Level({ nodes, selectedID, onSelect, label }: DepartmentTreeProps & { label?: string }) {
  return (
    <ul className="admin-tree" aria-label={label}>
      {nodes.map(({ department, subdepartments }) => {
        const name = department.name || department.departmentID;
        const people = department.memberNum ?? 0;
        return (
          <li key={department.departmentID}>
            <button
              type="button"
              className="admin-tree-item"
              data-department-id={department.departmentID}
              aria-current={department.departmentID === selectedID ? 'true' : undefined}
              onClick={() => onSelect(department.departmentID)}
            >
              <span className="admin-tree-name">{name}</span>
              <span className="admin-secondary">
                <Plural value={people} one="# person" other="# people" />
              </span>
            </button>
            {subdepartments && subdepartments.length > 0 ? (
              <Level nodes={subdepartments} selectedID={selectedID} onSelect={onSelect} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
