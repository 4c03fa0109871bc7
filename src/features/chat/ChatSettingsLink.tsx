import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { ConversationItem } from '../../state/sdk-types';
import './chat-settings.css';

/** The chat header's way to the conversation's settings: a group's, or a one-to-one chat's. Notifications have none. */
export function ChatSettingsLink({ conversation }: { conversation: ConversationItem }) {
  const { t } = useLingui();
  const to = conversation.groupID ? '/groupSetting' : conversation.userID ? '/singleSetting' : null;
  if (!to) return null;
  return (
    <Link
      to={to}
      search={{ conversationID: conversation.conversationID }}
      className="icon-button link-button chat-settings-link"
      aria-label={t`Chat settings`}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="currentColor">
        <circle cx="5" cy="12" r="2" />
        <circle cx="12" cy="12" r="2" />
        <circle cx="19" cy="12" r="2" />
      </svg>
    </Link>
  );
}
