import { useLingui } from '@lingui/react/macro';
import type { ConversationItem } from '../../state/sdk-types';
import { formatBadgeCount } from '../../ui/badge-count';
import { isMuted } from './row-actions';
import './conversation-list.css';

/**
 * The row's state at its end: pinned (read out; the row's tint shows it), muted (a crossed bell), and unread: a
 * count, or for a muted chat only a dot, as its messages do not count towards the tab's total either.
 */
export function ConversationRowMarks({ conversation }: { conversation: ConversationItem }) {
  const { t } = useLingui();
  const muted = isMuted(conversation);
  const unread = conversation.unreadCount;
  return (
    <span className="row-marks">
      {conversation.isPinned && <span className="sr-only">{t`Pinned`}</span>}
      {muted && (
        <svg
          className="muted-icon"
          role="img"
          aria-label={t`Muted`}
          viewBox="0 0 24 24"
          width="16"
          height="16"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M6 16V11a6 6 0 0 1 9.6-4.8M18 11v5l1.5 2H8M10 21h4M3 3l18 18" />
        </svg>
      )}
      {unread > 0 &&
        (muted ? (
          <span className="unread-dot" role="img" aria-label={t`${unread} unread`} />
        ) : (
          <span className="badge-inline" aria-label={t`${unread} unread`}>
            {formatBadgeCount(unread)}
          </span>
        ))}
    </span>
  );
}
