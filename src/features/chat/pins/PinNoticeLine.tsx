import { useLingui } from '@lingui/react/macro';
import { usePersonNames } from '../sender/use-person-names';
import type { PinNotice } from '../../../../wire/message-extras';

const NO_GROUP = '';

/**
 * "Alice pinned a message", as Telegram shows it: drawn here from the chat service's notice, never an IM message, so
 * OpenIM's own clients see no unknown bubble and no unread count.
 */
export function PinNoticeLine({
  notice,
  selfUserID,
  groupID,
}: {
  notice: PinNotice;
  selfUserID: string;
  groupID: string;
}) {
  const { t } = useLingui();
  const nameOf = usePersonNames(groupID || NO_GROUP, [notice.userID], selfUserID);
  const name = nameOf(notice.userID);
  return (
    <div className="message-row">
      <p className="notification-tip pin-notice">
        {notice.pinned ? t`${name} pinned a message` : t`${name} unpinned a message`}
      </p>
    </div>
  );
}
