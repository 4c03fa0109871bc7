import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A conversation's groupAtType (openim-http-api.md §2): 1 @me, 2 @all, 3 @all and @me; 4 is a new announcement. */
const AT_ME = 1;
const AT_ALL = 2;
const AT_ALL_AT_ME = 3;

export const isMentionMark = (groupAtType: number | undefined) =>
  groupAtType === AT_ME || groupAtType === AT_ALL || groupAtType === AT_ALL_AT_ME;

/**
 * The marker a conversation row shows before its preview until the mention is read: "[@me]" when the reader was
 * named, "[@all]" when only everyone was (as OpenIM's clients tell the two apart); nothing otherwise.
 */
export function mentionMarkText(groupAtType: number | undefined, i18n: I18n): string {
  if (groupAtType === AT_ME || groupAtType === AT_ALL_AT_ME) return i18n._(msg`[@me]`);
  if (groupAtType === AT_ALL) return i18n._(msg`[@all]`);
  return '';
}
