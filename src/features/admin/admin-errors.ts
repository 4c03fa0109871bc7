import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { AdminCallError } from '../../api/admin/admin-client';
import { chatErrorMessage } from '../auth/chat-error-message';
import { ChatServiceError } from '../../api/chat-client';

/** "too many attempts; retry after 300 s" (server/http/attempt-limits.ts retryText). */
const RETRY_AFTER = /retry after (\d+) s/;

/** What the console says about a failed admin call: the code's meaning, with the wait a lockout names. */
export function adminErrorText(error: unknown, i18n: I18n): string {
  if (!(error instanceof ChatServiceError)) return i18n._(msg`The server could not be reached`);
  const detail = error instanceof AdminCallError ? error.errDlt : '';
  const wait = RETRY_AFTER.exec(detail);
  if (error.errCode === 429 || (error.errCode === 20005 && wait)) {
    const minutes = Math.max(1, Math.ceil(Number(wait?.[1] ?? 60) / 60));
    return i18n._(msg`Too many wrong tries. Try again in ${minutes} min.`);
  }
  if (error.errCode === 1002) return i18n._(msg`Only an administrator may do this`);
  if (error.errCode === 1004) return i18n._(msg`It no longer exists`);
  if (error.errCode === 1001) return i18n._(msg`The server refused the input: ${detail || error.errMsg}`);
  return i18n._(chatErrorMessage(error.errCode));
}
