import * as z from 'zod';
import { isWebAddress } from './web-address.ts';

/**
 * An avatar address as stored for users and groups: empty, an absolute http(s) address, or a path on this same
 * server ("/object/…"), which the page resolves over http(s) too. `javascript:`, `data:` and protocol-relative
 * ("//host") addresses are refused.
 */
export const isFaceAddress = (value: string) =>
  value === '' || isWebAddress(value) || (/^\/(?![/\\])/.test(value) && !/[\s\\]/.test(value));

const FACE_RULE = 'faceURL must be an http(s) address, a path on this server, or empty';

export const faceAddress = z
  .string()
  .max(1024)
  .refine(isFaceAddress, FACE_RULE)
  .describe(`${FACE_RULE} ("/object/…"); javascript:, data: and "//host" addresses are refused (1001)`);
