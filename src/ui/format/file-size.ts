const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
const STEP = 1024;

/**
 * A byte count as people read it, in 1024 steps (product-spec §9): "512 B", "1.5 KB", "23 MB".
 * One decimal below 10 of a unit, whole numbers above; a value that rounds up to 1024 moves to the next unit.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  let value = bytes;
  let unit = 0;
  while (value >= STEP && unit < UNITS.length - 1) {
    value /= STEP;
    unit += 1;
  }
  let rounded = roundForDisplay(value, unit);
  if (rounded >= STEP && unit < UNITS.length - 1) {
    unit += 1;
    rounded = roundForDisplay(rounded / STEP, unit);
  }
  return `${rounded} ${UNITS[unit]}`;
}

/** Bytes are whole; larger units keep one decimal while it still matters (under 10). */
function roundForDisplay(value: number, unit: number): number {
  if (unit === 0) return Math.round(value);
  return value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
}
