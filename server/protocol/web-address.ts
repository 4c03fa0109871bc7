import * as z from 'zod';

/** Whether the string is an absolute http(s) address: nothing else (javascript:, data:, file:) may reach a client. */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** An http(s) address of at most 2048 characters. */
export const webAddress = z
  .string()
  .max(2048)
  .refine(isWebAddress, 'must be an http(s) address')
  .describe('An absolute http(s) address');

/** The same, or empty for "none". */
export const optionalWebAddress = z
  .string()
  .max(2048)
  .refine((value) => value === '' || isWebAddress(value), 'must be an http(s) address or empty')
  .describe('An absolute http(s) address, or empty');
