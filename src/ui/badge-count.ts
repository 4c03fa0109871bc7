const BADGE_MAX = 99;

/** The text of a count badge: nothing at zero, the number up to 99, then "99+". */
export function formatBadgeCount(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(count));
}
