import { z } from 'zod';

/** A JSON boolean from the query; anything else is false, as the spec's screens read it. */
export const booleanParam = z
  .unknown()
  .optional()
  .transform((value) => value === true || value === 'true');

/** A number sent as digits (numbers arrive as strings, see search-params.ts); absent or garbled is undefined. */
export const numberParam = z.coerce.number().int().optional().catch(undefined);

/** An ID: always a string, whatever it looks like. */
export const idParam = z.coerce.string().optional().catch(undefined);

/** A JSON object from the query; anything else is undefined. */
export const objectParam = z.record(z.string(), z.unknown()).optional().catch(undefined);
