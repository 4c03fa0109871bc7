import { summarise } from './summary.ts';

/** The rows of issue 44's side-by-side table: each figure's key in a run's result, and how it reads. */
export type Row = [key: string, label: string, unit: '' | 'ms' | 'MiB'];

const ROWS: Row[] = [
  ['jsBytes', 'JS bytes before the login form', ''],
  ['jsRequests', 'JS requests before the form', ''],
  ['formMs', 'cold: login form visible', 'ms'],
  ['firstPaintMs', 'cold: first contentful paint', 'ms'],
  ['warmFormMs', 'warm: login form visible', 'ms'],
  ['blockingMs', 'blocking time until settled (core started + 1 s)', 'ms'],
  ['rendererMiB', 'renderer memory, login page after the reload (PSS)', 'MiB'],
  ['coreMs', 'SDK ready, cold (Go core started, from navigation)', 'ms'],
  ['warmCoreMs', 'SDK ready, warm (reload)', 'ms'],
  ['slowColdCoreMs', 'slow link: SDK ready cold', 'ms'],
  ['slowWarmCoreMs', 'slow link: SDK ready warm', 'ms'],
  ['reloadRowMs', 'signed in: reload → first conversation row shown', 'ms'],
  ['signedInMiB', 'signed in: memory of all renderers (PSS)', 'MiB'],
  ['chatOpenMs', 'signed in: a chat of 1,000 texts opened → its newest shown', 'ms'],
  ['sendPaintMs', 'signed in: send clicked → painted on the other side (every send)', 'ms'],
];

const PARLEY = 'Parley';

function cell(value: number | undefined, unit: string): string {
  if (value === undefined) return '–';
  return `${value.toLocaleString('en-US')}${unit ? ` ${unit}` : ''}`;
}

/**
 * Prints the medians of each client's runs as a Markdown table, one column a client and Parley's figure over the best
 * peer's (lower is better on every row), then the conditions as JSON.
 */
export function printSideBySide(results: Map<string, object[]>, conditions: object, rows: Row[] = ROWS): void {
  const medians = new Map(
    [...results].map(([name, figures]) => [
      name,
      Object.fromEntries(Object.entries(summarise(figures)).map(([key, { median }]) => [key, median])),
    ]),
  );
  const names = [...medians.keys()];
  const peers = names.filter((name) => name !== PARLEY);
  const lines = [
    `| row | ${names.join(' | ')} | Parley / best peer |`,
    `|---|${names.map(() => '---:').join('|')}|---:|`,
  ];
  for (const [key, label, unit] of rows) {
    const values = names.map((name) => medians.get(name)?.[key]);
    if (values.every((value) => value === undefined)) continue;
    const best = Math.min(...peers.map((name) => medians.get(name)?.[key] ?? Infinity));
    const parley = medians.get(PARLEY)?.[key];
    const ratio = parley !== undefined && Number.isFinite(best) && best > 0 ? (parley / best).toFixed(2) : '–';
    lines.push(`| ${label} | ${values.map((value) => cell(value, unit)).join(' | ')} | ${ratio} |`);
  }
  console.log(lines.join('\n'));
  console.log(JSON.stringify(conditions));
}
