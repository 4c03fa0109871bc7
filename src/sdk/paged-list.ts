/**
 * Reads a list page by page until a page comes back shorter than asked for. The first page may be larger than the
 * rest: friends load 10000 first, then 1000 at a time (product-spec §9).
 */
export async function readAllPages<T>(
  fetchPage: (offset: number, count: number) => Promise<T[]>,
  firstPageSize: number,
  laterPageSize = firstPageSize,
): Promise<T[]> {
  const all: T[] = [];
  let count = firstPageSize;
  for (;;) {
    const page = await fetchPage(all.length, count);
    all.push(...page);
    if (page.length < count) return all;
    count = laterPageSize;
  }
}
