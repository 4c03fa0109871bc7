import { loadavg } from 'node:os';

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

const loadAtStart = loadavg()[0]!;

/**
 * What a figure was taken under, for paired runs on a shared machine: the client build served (PARLEY_CLIENT_DIR, or
 * the worktree's dist/) and the 1-minute load average when the bench started and now.
 */
export function runConditions(): { client: string; loadAverage: [number, number] } {
  const round = (load: number) => Math.round(load * 10) / 10;
  return {
    client: process.env.PARLEY_CLIENT_DIR ?? 'dist',
    loadAverage: [round(loadAtStart), round(loadavg()[0]!)],
  };
}
