import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Why the server refused a message, in words (the server's codes, openim-http-api.md): shown beside "Retry", so the
 * user knows whether retrying can help.
 */
export function sendFailureReason(code: number | undefined, i18n: I18n): string {
  switch (code) {
    case 1302:
      return i18n._(msg`They have blocked you`);
    case 1004:
      return i18n._(msg`This account no longer exists`);
    case 1201:
    case 1204:
      return i18n._(msg`This group no longer exists`);
    case 1203:
      return i18n._(msg`You are not in this group`);
    case 1402:
      return i18n._(msg`You are muted in this group`);
    case 1403:
      return i18n._(msg`Everyone is muted in this group`);
    case undefined:
      return i18n._(msg`Could not reach the server`);
    default:
      return i18n._(msg`The server refused it (${code})`);
  }
}
