import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router';
import { parseSearchValue } from './search-params';

export const parseSearch = parseSearchWith(parseSearchValue);

/**
 * Strings are written as they are, and quoted only when reading them back would turn them into something
 * else ("true", "{…}"): TanStack quotes a string whenever this parser accepts it.
 */
export const stringifySearch = stringifySearchWith(JSON.stringify, (value: string) => {
  const parsed = parseSearchValue(value);
  if (parsed === value) throw new Error('stays a string');
  return parsed;
});
