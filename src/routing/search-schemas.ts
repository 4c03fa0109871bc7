// zod/mini: route schemas load with the route tree at start-up, where full zod would add ~25 KB gzip.
import * as z from 'zod/mini';

/** A JSON boolean from the query; anything else is false, as the spec's screens read it. */
export const booleanParam = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) => value === true || value === 'true'),
);

/** A number sent as digits (numbers arrive as strings, see search-params.ts); absent or garbled is undefined. */
export const numberParam = z.catch(z.optional(z.coerce.number().check(z.int())), undefined);

/** A number with a default for absent or garbled values. */
export const numberParamOr = (fallback: number) =>
  z._default(z.catch(z.coerce.number().check(z.int()), fallback), fallback);

/** An ID: always a string, whatever it looks like. */
export const idParam = z.catch(z.optional(z.coerce.string()), undefined);

/** Free text, such as a URL. */
export const textParam = z.catch(z.optional(z.string()), undefined);

/** A JSON object from the query; anything else is undefined. */
export const objectParam = z.catch(z.optional(z.record(z.string(), z.unknown())), undefined);

/** A JSON object from the query, or null when absent or unparseable. */
export const objectOrNullParam = z._default(z.catch(z.nullable(z.record(z.string(), z.unknown())), null), null);
