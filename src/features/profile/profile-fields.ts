import { format, isValid, parse } from 'date-fns';

/** Gender as OpenIM's clients label it (chat-service.md §1.3 notes the server's constant names differ). */
export const Gender = { private: 0, male: 1, female: 2 } as const;

/** 1 allow, 2 do not allow: allowBeep and allowAddFriend (product-spec §3). */
export const Allow = { yes: 1, no: 2 } as const;
export const isAllowed = (value: number | undefined) => value !== Allow.no;

const DATE_INPUT = 'yyyy-MM-dd';

/** A birthday (epoch ms, local midnight) as a date input's value; empty when none is set. */
export function dateInputFromBirth(birth: number | undefined): string {
  return birth ? format(birth, DATE_INPUT) : '';
}

/** A date input's value as epoch ms at local midnight, as the birthday is shown; 0 clears it. */
export function birthFromDateInput(value: string): number {
  if (!value) return 0;
  const date = parse(value, DATE_INPUT, new Date(0));
  return isValid(date) ? date.getTime() : 0;
}
