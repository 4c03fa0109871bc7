import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router';
import { parseSearchValue } from './search-params';

export const parseSearch = parseSearchWith(parseSearchValue);
export const stringifySearch = stringifySearchWith(JSON.stringify, parseSearchValue);
