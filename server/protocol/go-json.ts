/**
 * A protobuf message as OpenIM's HTTP API writes it when a handler returns the generated Go struct (its jssdk
 * routes): Go's encoding/json with the generated `json:"name,omitempty"` tags. Zero values (empty strings, 0, false,
 * empty lists and maps, absent messages) are left out, and bytes are base64. Readers must default what is missing.
 */
export function goJson(value: unknown): unknown {
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (Array.isArray(value)) return value.map(goJson);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (isZero(field)) continue;
    out[key] = goJson(field);
  }
  return out;
}

function isZero(value: unknown): boolean {
  if (value === undefined || value === null || value === '' || value === 0 || value === false) return true;
  if (value instanceof Uint8Array) return value.byteLength === 0;
  if (Array.isArray(value)) return value.length === 0;
  // An empty map (MsgData's options) is omitted. A decoded nested message always has its fields, all zero or not:
  // Go keeps it, as `{}` at worst.
  return typeof value === 'object' && Object.keys(value).length === 0;
}
