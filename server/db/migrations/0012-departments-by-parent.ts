import type { Migration } from './migration.ts';

export const migration: Migration = {
  id: 12,
  name: 'departments-by-parent',
  sql: `
      -- The directory is walked by parent: a department's children, a child by name (the importer), the whole tree.
      -- Without this each of those scanned every department, and an import of thousands took minutes.
      CREATE INDEX departments_by_parent ON departments (parent_department_id, name);
    `,
};
