/** The median, lowest and highest of each numeric figure across runs: what every client bench ends with. */
export function summarise<T extends object>(
  results: T[],
): Record<string, { median: number; min: number; max: number }> {
  const figures: Record<string, { median: number; min: number; max: number }> = {};
  const keys = new Set(results.flatMap((result) => Object.keys(result)));
  for (const key of keys) {
    const values = results
      .map((result) => (result as Record<string, unknown>)[key])
      .filter((value): value is number => typeof value === 'number')
      .sort((a, b) => a - b);
    if (values.length === 0) continue;
    figures[key] = { median: values[Math.floor(values.length / 2)]!, min: values[0]!, max: values[values.length - 1]! };
  }
  return figures;
}
