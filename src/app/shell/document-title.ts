import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** "Engineering · Parley", "(3) Engineering · Parley" with unread messages, "Parley" before any screen names itself. */
export function documentTitle(screen: string | undefined, unread: number, i18n: I18n): string {
  const base = screen ? i18n._(msg`${screen} · Parley`) : 'Parley';
  return unread > 0 ? i18n._(msg`(${unread}) ${base}`) : base;
}
