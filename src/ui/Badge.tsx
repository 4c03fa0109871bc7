import { formatBadgeCount } from './badge-count';

export function Badge({ count, label }: { count: number; label: string }) {
  const text = formatBadgeCount(count);
  if (text === null) return null;
  return (
    <span className="badge" role="status" aria-label={label}>
      {text}
    </span>
  );
}
