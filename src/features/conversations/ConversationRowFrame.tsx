import { useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { appStore } from '../../state/store';
import {
  deleteConversation,
  markConversationRead,
  setConversationMuted,
  setConversationPinned,
} from '../../sdk/conversation-actions';
import type { ConversationItem } from '../../state/sdk-types';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { showToast } from '../../ui/toast/toast-atoms';
import { ConversationActionMenu } from './ConversationActionMenu';
import { imReady } from '../auth/im-ready';
import { actionsFor, type ConversationAction } from './row-actions';
import { useRowGestures, type MenuPlacement } from './row-gestures';
import './conversation-list.css';

interface ConversationRowFrameProps {
  conversation: ConversationItem;
  style: CSSProperties;
  /** Its place in the virtual list. */
  index: number;
  /** The row's link into the chat. */
  children: ReactNode;
}

/**
 * A conversation list row and the ways to its actions: long press, swipe left, right click, and a "more" button
 * that shows on hover or focus. The list re-sorts itself from the SDK's conversation-changed event.
 */
export function ConversationRowFrame({ conversation, style, index, children }: ConversationRowFrameProps) {
  const { t } = useLingui();
  const [menu, setMenu] = useState<MenuPlacement | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const more = useRef<HTMLButtonElement>(null);
  const gestures = useRowGestures(setMenu);
  const { conversationID, showName } = conversation;

  const select = (action: ConversationAction) => {
    setMenu(null);
    if (action === 'delete') {
      setConfirmingDelete(true);
      return;
    }
    const actions = {
      pin: () => setConversationPinned(conversationID, true),
      unpin: () => setConversationPinned(conversationID, false),
      mute: () => setConversationMuted(appStore, conversationID, true),
      unmute: () => setConversationMuted(appStore, conversationID, false),
      markRead: () => markConversationRead(conversationID),
    };
    // The row can be on screen from the stored list before the SDK has logged in after a reload.
    imReady()
      .then(() => actions[action]())
      .catch(() => showToast(appStore, t`Operation failed`, 'failure'));
  };

  const confirmDelete = async () => {
    setDeleting(true);
    try {
      await imReady();
      await deleteConversation(appStore, conversationID);
      setConfirmingDelete(false);
    } catch {
      showToast(appStore, t`Operation failed`, 'failure');
    } finally {
      setDeleting(false);
    }
  };

  const openFromButton = () => {
    const box = more.current?.getBoundingClientRect();
    if (box) setMenu({ kind: 'point', x: box.right, y: box.bottom });
  };

  return (
    <>
      <li
        data-index={index}
        data-conversation-id={conversationID}
        style={style}
        className="conversation-item"
        data-pinned={conversation.isPinned}
        {...gestures}
      >
        {children}
        <button
          ref={more}
          type="button"
          className="conversation-more"
          aria-label={t`More actions for ${showName}`}
          aria-haspopup="menu"
          aria-expanded={menu !== null}
          onClick={openFromButton}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="currentColor">
            <circle cx="5" cy="12" r="2" />
            <circle cx="12" cy="12" r="2" />
            <circle cx="19" cy="12" r="2" />
          </svg>
        </button>
      </li>
      {menu && (
        <ConversationActionMenu
          label={t`Actions for ${showName}`}
          placement={menu}
          actions={actionsFor(conversation)}
          onSelect={select}
          onClose={() => setMenu(null)}
        />
      )}
      {confirmingDelete && (
        <ConfirmDialog
          title={t`Delete chat with ${showName}?`}
          message={t`The chat leaves your list and its messages are deleted for you. Others keep their copy.`}
          confirmLabel={t`Delete`}
          busy={deleting}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setConfirmingDelete(false)}
        />
      )}
    </>
  );
}
