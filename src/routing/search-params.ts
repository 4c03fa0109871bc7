/**
 * Query strings are JSON-parsed (the spec's booleans, objects and arrays), except numbers:
 * user and group IDs are often long digit strings that a JSON number would round, so numbers stay
 * strings here and each route's schema coerces the ones that really are numbers.
 */
export function parseSearchValue(raw: string): unknown {
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'number' ? raw : parsed;
  } catch {
    return raw;
  }
}
