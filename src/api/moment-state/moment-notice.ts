/**
 * A wm_* business notification as the SDK delivers it: {key, data} where data is a JSON string whose body is the
 * WorkMoment, or {workMomentID} for a deletion (chat-service.md §2.2). The SDK may hand the payload over as a
 * JSON string or as an object. Anything else is not about moments: null.
 */
export function parseMomentNotice(payload: unknown): { key: string; workMomentID: string | null } | null {
  const object = typeof payload === 'string' ? parseJSON(payload) : payload;
  if (!object || typeof object !== 'object') return null;
  const { key, data } = object as { key?: unknown; data?: unknown };
  if (typeof key !== 'string' || !key.startsWith('wm_')) return null;
  const inner = typeof data === 'string' ? parseJSON(data) : data;
  const body = inner && typeof inner === 'object' ? (inner as { body?: unknown }).body : undefined;
  const id = body && typeof body === 'object' ? (body as { workMomentID?: unknown }).workMomentID : undefined;
  return { key, workMomentID: typeof id === 'string' ? id : null };
}

function parseJSON(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
