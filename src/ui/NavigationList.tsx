import type { ReactNode } from 'react';
import { Link, type LinkProps } from '@tanstack/react-router';

export interface NavigationEntry {
  to: LinkProps['to'];
  label: string;
  trailing?: ReactNode;
}

export function NavigationList({ entries, label }: { entries: NavigationEntry[]; label: string }) {
  return (
    <ul className="list" aria-label={label}>
      {entries.map((entry) => (
        <li key={String(entry.to)}>
          <Link to={entry.to} className="list-item">
            <span>{entry.label}</span>
            {entry.trailing ?? <span aria-hidden>›</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
