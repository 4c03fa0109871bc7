import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { appStore } from '../../../state/store';
import { unblockUser } from '../../../sdk/chat-permissions';
import type { ChatBlock } from './chat-block';

/** The line that stands in for the composer when the user may not write here (product-spec §4). */
export function BlockedNotice({ block }: { block: ChatBlock }) {
  const { t, i18n } = useLingui();
  const [failed, setFailed] = useState(false);

  const text = (() => {
    switch (block.kind) {
      case 'dismissed':
        return t`This group has been disbanded`;
      case 'banned':
        return t`This group has been banned`;
      case 'notMember':
        return t`You are no longer a member of this group`;
      case 'groupMuted':
        return t`All members are muted`;
      case 'muted': {
        const until = remainingTime(block.remainingMs, i18n.locale);
        return t`You are muted. You can speak again ${until}.`;
      }
      case 'youBlocked':
        return t`You blocked this user`;
    }
  })();

  return (
    <div className="composer-blocked" role="status">
      <span>{text}</span>
      {block.kind === 'youBlocked' && (
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setFailed(false);
            void unblockUser(appStore, block.userID).catch(() => setFailed(true));
          }}
        >
          {t`Unblock`}
        </button>
      )}
      {failed && <span className="field-error">{t`Operation failed`}</span>}
    </div>
  );
}

/** "in 5 minutes", "in 2 hours", in the user's language. */
function remainingTime(ms: number, locale: string): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  if (minutes < 60) return format.format(minutes, 'minute');
  const hours = Math.ceil(minutes / 60);
  if (hours < 48) return format.format(hours, 'hour');
  return format.format(Math.ceil(hours / 24), 'day');
}
