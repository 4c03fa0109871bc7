import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { appStore } from '../../../state/store';
import { deleteMessages, revokeMessage } from '../../../sdk/messaging';
import { groupRoles } from '../../../sdk/group-roles';
import type { ConversationItem, MessageItem } from '../../../state/sdk-types';
import { ActionMenu, type ActionMenuItem } from '../../../ui/menu/ActionMenu';
import { showToast } from '../../../ui/toast/toast-atoms';
import { addSticker } from '../stickers/stickers-db';
import { stickerOf } from '../stickers/sticker-source';
import { availableActions, copyableText, type MessageAction } from './message-actions';
import { ReactionPicker } from '../reactions/ReactionPicker';
import { toggleReaction } from '../../../sdk/reactions';
import { useServerFeatures } from '../../../api/use-server-features';
import { editedMessage, editsAtom, knownEdit } from '../../../state/messages/edit-atoms';
import { editingMessageAtom } from '../composer/editing-atoms';
import { EditHistoryDialog } from '../edits/EditHistoryDialog';
import { togglePin } from '../../../sdk/pins';
import { pinsAtom } from '../../../state/messages/pin-atoms';
import { ChatServiceError } from '../../../api/chat-client';
import { MAX_PINS, PIN_LIMIT_ERROR } from '../../../../wire/message-extras';

interface MessageMenuOptions {
  conversation: ConversationItem;
  selfUserID: string;
  onReply: (message: MessageItem) => void;
  onSelect: (message: MessageItem) => void;
  onForward: (message: MessageItem) => void;
}

/** The menu of one message: what it offers follows message-actions.ts; in groups it first asks for the roles. */
export function useMessageMenu({ conversation, selfUserID, onReply, onSelect, onForward }: MessageMenuOptions) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [open, setOpen] = useState<{ at: { x: number; y: number }; items: ActionMenuItem[] } | null>(null);
  const [reactingTo, setReactingTo] = useState<MessageItem | null>(null);
  const [historyOf, setHistoryOf] = useState<MessageItem | null>(null);
  // Beside a chat service that keeps no reactions, edits or pins (OpenIM's own), there is nothing to react,
  // edit or pin with.
  const { reactions, edits, pins } = useServerFeatures();
  const { conversationID } = conversation;
  const pin = (message: MessageItem, pinned: boolean) =>
    void togglePin(appStore, conversation.conversationID, message, pinned).catch((error: unknown) =>
      showToast(
        appStore,
        error instanceof ChatServiceError && error.errCode === PIN_LIMIT_ERROR
          ? t`A chat keeps at most ${MAX_PINS} pinned messages. Unpin one first.`
          : t`Operation failed`,
        'failure',
      ),
    );

  const run = (work: () => Promise<unknown>) =>
    void work().catch(() => showToast(appStore, t`Operation failed`, 'failure'));

  const perform: Record<MessageAction, { label: string; danger?: boolean; act: (message: MessageItem) => void }> = {
    react: { label: t`React`, act: setReactingTo },
    edit: {
      label: t`Edit`,
      act: (message) => {
        // The words as they read now: an edit of an edited message starts from its newest text.
        const known = knownEdit(appStore.get(editsAtom), conversationID, message);
        const current = known ? editedMessage(message, known.text) : message;
        appStore.set(editingMessageAtom, { conversationID, message: current });
      },
    },
    editHistory: { label: t`Edit history`, act: setHistoryOf },
    pin: { label: t`Pin`, act: (message) => pin(message, true) },
    unpin: { label: t`Unpin`, act: (message) => pin(message, false) },
    copy: {
      label: t`Copy`,
      act: (message) =>
        void navigator.clipboard
          .writeText(copyableText(message) ?? '')
          .then(() => showToast(appStore, t`Copied`))
          .catch(() => showToast(appStore, t`Copy failed`, 'failure')),
    },
    reply: { label: t`Reply`, act: onReply },
    forward: { label: t`Forward`, act: onForward },
    addSticker: {
      label: t`Add to stickers`,
      act: (message) => {
        const sticker = stickerOf(message);
        if (!sticker) return;
        void addSticker(selfUserID, sticker)
          .then((added) => showToast(appStore, added ? t`Added to stickers` : t`Already in stickers`))
          .catch(() => showToast(appStore, t`Operation failed`, 'failure'));
      },
    },
    revoke: {
      label: t`Recall`,
      act: (message) => run(() => revokeMessage(appStore, conversation.conversationID, message)),
    },
    readBy: {
      label: t`Read by`,
      act: (message) =>
        void navigate({
          to: '/groupMessageRead',
          search: { conversationID: conversation.conversationID, clientMsgID: message.clientMsgID },
        }),
    },
    delete: {
      label: t`Delete`,
      danger: true,
      act: (message) => run(() => deleteMessages(appStore, conversation.conversationID, [message])),
    },
    select: { label: t`Select`, act: onSelect },
  };

  /** Pin and Unpin: only where the chat service keeps pins and has said this user may pin in this chat. */
  const pinRights = (message: MessageItem) => {
    const list = appStore.get(pinsAtom)[conversation.conversationID];
    if (!pins || !list) return undefined;
    return { canPin: list.canPin, pinned: list.pins.some((p) => p.clientMsgID === message.clientMsgID) };
  };

  const openMenu = async (message: MessageItem, at: { x: number; y: number }) => {
    // The owner and admins read anyone's edit history, so their role is asked for every edited message of a group.
    const edited = knownEdit(appStore.get(editsAtom), conversationID, message) !== null;
    const roles =
      conversation.groupID && (message.sendID !== selfUserID || edited)
        ? await groupRoles(conversation.groupID, [selfUserID, message.sendID]).catch(
            () => ({}) as Record<string, number>,
          )
        : {};
    const actions = availableActions({
      message,
      selfUserID,
      selfRole: conversation.groupID ? (roles[selfUserID] ?? 0) : undefined,
      senderRole: roles[message.sendID],
      now: Date.now(),
      edits: { offered: edits, edited },
      pins: pinRights(message),
    });
    setOpen({
      at,
      items: actions
        .filter((action) => action !== 'react' || reactions)
        .map((action) => ({
          label: perform[action].label,
          danger: perform[action].danger,
          onSelect: () => perform[action].act(message),
        })),
    });
  };

  const menu = (
    <>
      {open && <ActionMenu label={t`Message actions`} at={open.at} items={open.items} onClose={() => setOpen(null)} />}
      {reactingTo && (
        <ReactionPicker
          onPick={(emoji) =>
            run(() => toggleReaction(appStore, conversation.conversationID, reactingTo.clientMsgID, emoji, true))
          }
          onClose={() => setReactingTo(null)}
        />
      )}
      {historyOf && (
        <EditHistoryDialog conversationID={conversationID} message={historyOf} onClose={() => setHistoryOf(null)} />
      )}
    </>
  );
  return { openMenu: (message: MessageItem, at: { x: number; y: number }) => void openMenu(message, at), menu };
}
