export interface UploadPart {
  size: number;
  done: number;
}

/** The share of all bytes that is up, in whole percent; files of no size count as one byte each. */
export function uploadShare(parts: readonly UploadPart[]): number {
  const total = parts.reduce((sum, part) => sum + Math.max(part.size, 1), 0);
  const done = parts.reduce(
    (sum, part) => sum + Math.min(part.size > 0 ? part.done : part.done > 0 ? 1 : 0, Math.max(part.size, 1)),
    0,
  );
  return total === 0 ? 100 : Math.floor((done / total) * 100);
}
