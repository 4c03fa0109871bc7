/**
 * Reads a Chromium trace (Playwright's `browser.startTracing` with `TRACE_CATEGORIES`) and says what each long task
 * (> 50 ms) of a page's main thread did: its biggest timeline events (script, style, layout, paint, GC) and the
 * functions the CPU profiler sampled most inside it. For bench/sign-in-trace.ts; nothing here times anything itself.
 */

export const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'disabled-by-default-v8.cpu_profiler',
];

/** One event of a Chromium trace's JSON, as the trace benches read it. */
export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: Record<string, unknown>;
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

export interface TaskReport {
  /** ms from the trace's `from` mark */
  start: number;
  duration: number;
  /** the largest events inside the task, by total time per kind (and script URL) */
  events: Array<{ what: string; ms: number }>;
  /** functions by self time in the task's samples */
  functions: Array<{ fn: string; ms: number }>;
}

const short = (url = '') => url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '');

/** The pid of the page's renderer: the one whose main thread recorded the user timing mark `mark`. */
function rendererOf(events: TraceEvent[], mark: string): number | undefined {
  return events.find((event) => event.name === mark && event.cat.includes('blink.user_timing'))?.pid;
}

function mainThread(events: TraceEvent[], pid: number): number | undefined {
  return events.find(
    (event) =>
      event.pid === pid && event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  )?.tid;
}

/** Samples of the CPU profile of one thread: [timestamp µs, leaf node] pairs, and the nodes to walk up from. */
function samplesOf(events: TraceEvent[], pid: number, tid: number) {
  const nodes = new Map<number, ProfileNode>();
  const samples: Array<{ ts: number; node: number }> = [];
  const profiles = new Map<string, number>();
  for (const event of events) {
    if (event.pid !== pid || event.name !== 'Profile') continue;
    if (event.tid === tid) profiles.set(String(event.id), (event.args?.data as { startTime: number }).startTime);
  }
  for (const event of events) {
    if (event.pid !== pid || event.name !== 'ProfileChunk' || !profiles.has(String(event.id))) continue;
    const data = event.args?.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    let ts = profiles.get(String(event.id))!;
    const deltas = data.timeDeltas ?? [];
    (data.cpuProfile?.samples ?? []).forEach((node, i) => {
      ts += deltas[i] ?? 0;
      samples.push({ ts, node });
    });
    profiles.set(String(event.id), ts);
  }
  return { nodes, samples };
}

function describe(event: TraceEvent): string {
  const data = (event.args?.data ?? {}) as { url?: string; functionName?: string; type?: string };
  if (event.name === 'FunctionCall')
    return `FunctionCall ${data.functionName || '(anonymous)'} ${short(data.url ?? '')}`;
  if (event.name === 'EventDispatch') return `EventDispatch ${data.type ?? ''}`;
  if (event.name === 'TimerFire' || event.name === 'FireAnimationFrame') return event.name;
  if (event.name === 'EvaluateScript' || event.name === 'v8.compileModule' || event.name === 'v8.evaluateModule')
    return `${event.name} ${short(data.url ?? '')}`;
  return event.name;
}

/** Every long task of the page's main thread between the user timing marks `from` and `to` (`to` optional). */
export function longTasksIn(trace: Buffer, from: string, to?: string, over = 50): TaskReport[] {
  const { traceEvents: events } = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] };
  const pid = rendererOf(events, from);
  if (pid === undefined) throw new Error(`no ${from} mark in the trace`);
  const tid = mainThread(events, pid)!;
  const at = (mark: string) => events.find((event) => event.name === mark && event.pid === pid)?.ts;
  const fromTs = at(from)!;
  const toTs = (to && at(to)) || Infinity;
  const onMain = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X');
  const tasks = onMain.filter(
    (event) =>
      event.name === 'RunTask' &&
      (event.dur ?? 0) > over * 1000 &&
      event.ts + (event.dur ?? 0) >= fromTs &&
      event.ts <= toTs,
  );
  const { nodes, samples } = samplesOf(events, pid, tid);
  return tasks.map((task) => {
    const end = task.ts + task.dur!;
    const inside = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts < end);
    // Kinds by total time, counting an event only when no enclosing event of the same task was counted.
    const totals = new Map<string, number>();
    const counted: TraceEvent[] = [];
    for (const event of inside.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))) {
      if ((event.dur ?? 0) < 1000) continue;
      if (counted.some((outer) => event.ts >= outer.ts && event.ts < outer.ts + outer.dur!)) continue;
      counted.push(event);
      const what = describe(event);
      totals.set(what, (totals.get(what) ?? 0) + event.dur! / 1000);
    }
    const self = new Map<string, number>();
    const inTask = samples.filter((sample) => sample.ts >= task.ts && sample.ts < end);
    inTask.forEach((sample, i) => {
      const next = inTask[i + 1]?.ts ?? end;
      const frame = nodes.get(sample.node)?.callFrame;
      const fn = frame ? `${frame.functionName || '(anonymous)'} ${short(frame.url)}:${frame.lineNumber + 1}` : '?';
      self.set(fn, (self.get(fn) ?? 0) + (next - sample.ts) / 1000);
    });
    const top = <K>(map: Map<K, number>, n: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
    return {
      start: Math.round((task.ts - fromTs) / 1000),
      duration: Math.round(task.dur! / 1000),
      events: top(totals, 8).map(([what, ms]) => ({ what, ms: Math.round(ms) })),
      functions: top(self, 10).map(([fn, ms]) => ({ fn, ms: Math.round(ms) })),
    };
  });
}
