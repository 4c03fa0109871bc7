import type { ReactNode } from 'react';

interface AdminTableProps {
  /** Read by screen readers only: the list's name. */
  caption: string;
  columns: readonly string[];
  children: ReactNode;
}

/** A console list as a table, its columns named for screen readers and its caption hidden from sight. */
export function AdminTable({ caption, columns, children }: AdminTableProps) {
  return (
    <table className="admin-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
