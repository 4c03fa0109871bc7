import type { Migration } from './migration.ts';

export const migration: Migration = {
  id: 12,
  name: 'departments-by-parent',
  sql: `
      -- The directory is walked by parent: a department's children, a child by name (the importer), the whole tree.
      -- Without this each of those scanned every department, and importing 4,000 departments took seconds.
      CREATE INDEX departments_by_parent ON departments (parent_department_id, name);
      -- A department's head count (department/find, child) looks its members up by department.
      CREATE INDEX department_members_by_department ON department_members (department_id);
    `,
};
