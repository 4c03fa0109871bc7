import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { appStore } from '../../../state/store';
import { loadGroupAccess, noteBlockedByPeer } from '../../../sdk/chat-permissions';
import { sendErrorCode } from '../../../sdk/send-errors';
import { saveDraft, sendComposedText, SendRefusal, noteTyping, stopTyping } from '../../../sdk/composing';
import { sendSticker } from '../../../sdk/rich-messages';
import type { ConversationItem } from '../../../state/sdk-types';
import { readStoredSession } from '../../../state/session/stored-session';
import type { Sticker } from '../stickers/stickers-db';
import { blockedByPeersAtom } from '../../../state/chat/chat-access-atoms';
import { EmojiAndStickers } from './EmojiAndStickers';
import { AttachButton } from './AttachButton';
import { MENTION_PICKER_ID, MentionPicker, mentionOptionID } from './MentionPicker';
import {
  applyTextEdit,
  insertAtCaret,
  intactMentions,
  pickMention,
  type Mention,
  type MentionText,
} from './mention-tokens';
import { QuoteBar } from './QuoteBar';
import { quoteMessageAtom } from '../../../state/chat/quote-atoms';
import { reeditAtom } from './reedit-atoms';
import { useMentionPicker } from './use-mention-picker';
import { VoiceRecordButton } from './voice/VoiceRecordButton';
import { Smile, SendHorizontal } from 'lucide-react';
import { ComposerLinkPreview } from '../preview/ComposerLinkPreview';
import { previewLink } from '../preview/preview-link';
import { useMessageEditing } from './use-message-editing';
import { EditBar } from './EditBar';

/** About five lines; beyond that the textarea scrolls. */
const MAX_TEXTAREA_HEIGHT = 128;

/** Group sends the server refused because the user's standing changed: the blocking facts are stale. */
const STANDING_REFUSALS: number[] = [
  SendRefusal.notInGroup,
  SendRefusal.groupDismissed,
  SendRefusal.memberMuted,
  SendRefusal.groupMuted,
];

/**
 * Writing a message: text with mentions and emoji, an optional quoted reply, the draft kept when leaving, and
 * "typing" told to the peer of a single chat. Mounted once per conversation (see Composer).
 */
export function MessageEditor({ conversation }: { conversation: ConversationItem }) {
  const { t } = useLingui();
  const { conversationID, groupID, userID: peerID } = conversation;
  const isGroup = groupID !== '';
  const initialDraft = conversation.draftText ?? '';

  const [value, setValue] = useState<MentionText>({ text: initialDraft, mentions: [] });
  const [caret, setCaret] = useState(initialDraft.length);
  const [emojiOpen, setEmojiOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The link whose card the sender removed: the message goes without it (ComposerLinkPreview).
  const [removedPreview, setRemovedPreview] = useState<string | null>(null);
  const [quote, setQuote] = useAtom(quoteMessageAtom);
  const blockedPeers = useAtomValue(blockedByPeersAtom);
  const blockedByPeer = !isGroup && blockedPeers.includes(peerID);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const emojiToggle = useRef<HTMLButtonElement>(null);
  const pendingCaret = useRef<number | null>(null);
  // What leaving must compare: the text now, and the draft the SDK holds.
  const leaving = useRef({ text: initialDraft, savedDraft: initialDraft });

  const picker = useMentionPicker(groupID, value, caret);

  const replaceText = (text: string) => {
    setValue({ text, mentions: [] });
    setCaret(text.length);
    pendingCaret.current = text.length;
    textarea.current?.focus();
  };
  const edit = useMessageEditing({ conversationID, currentText: () => value.text, replaceText, setError });

  useEffect(() => {
    leaving.current.text = edit.editing ? edit.draftText() : value.text;
  }, [value.text, edit]);

  useEffect(() => {
    const state = leaving.current;
    return () => {
      stopTyping(conversationID);
      if (state.text !== state.savedDraft) void saveDraft(conversationID, state.text).catch(() => undefined);
      appStore.set(quoteMessageAtom, null);
    };
  }, [conversationID]);

  // After the menu that asked for it has closed and given focus back to its opener.
  useEffect(() => {
    if (quote || edit.editing) textarea.current?.focus();
  }, [quote, edit.editing]);

  // Opening a chat puts the user in its message box, except on touch screens, where that would cover half the
  // chat with the on-screen keyboard before they asked to write.
  useEffect(() => {
    if (!window.matchMedia('(pointer: coarse)').matches) textarea.current?.focus({ preventScroll: true });
  }, []);

  const closeEmoji = () => {
    setEmojiOpen(false);
    emojiToggle.current?.focus();
  };

  // "Re-edit" on a recalled message: its words (and what it quoted) come back to be sent again.
  useEffect(
    () =>
      appStore.sub(reeditAtom, () => {
        const record = appStore.get(reeditAtom);
        if (!record) return;
        appStore.set(reeditAtom, null);
        setValue({ text: record.text, mentions: [] });
        setCaret(record.text.length);
        if (record.quoteMessage) setQuote(record.quoteMessage);
        textarea.current?.focus();
      }),
    [setQuote],
  );

  useLayoutEffect(() => {
    const element = textarea.current;
    if (!element) return;
    if (pendingCaret.current !== null) {
      element.setSelectionRange(pendingCaret.current, pendingCaret.current);
      pendingCaret.current = null;
    }
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, MAX_TEXTAREA_HEIGHT)}px`;
  }, [value.text]);

  const update = (next: MentionText, nextCaret: number, moveCaret: boolean) => {
    setValue({ text: next.text, mentions: next.mentions });
    setCaret(nextCaret);
    if (moveCaret) pendingCaret.current = nextCaret;
    setError(null);
    if (isGroup) return;
    if (next.text) noteTyping(conversationID);
    else stopTyping(conversationID);
  };

  const removePreview = (url: string) => {
    setRemovedPreview(url);
    textarea.current?.focus();
  };

  const currentCaret = () => textarea.current?.selectionStart ?? caret;

  const pick = (mention: Mention) => {
    if (!picker.query) return;
    const next = pickMention(value, picker.query, currentCaret(), mention);
    update(next, next.caret, true);
  };

  const insertEmoji = (emoji: string) => {
    const next = insertAtCaret(value, currentCaret(), emoji);
    update(next, next.caret, true);
  };

  const send = async () => {
    const text = value.text.trim();
    if (!text) {
      setError(t`Content cannot be empty`);
      return;
    }
    if (edit.editing) return edit.save(text);
    const mentioned = isGroup ? intactMentions(value.text, value.mentions) : [];
    const mentions = mentioned.filter((m, i) => mentioned.findIndex((other) => other.userID === m.userID) === i);
    // Started before the composer is cleared: its call reaches the SDK before React re-renders the composer.
    const linkPreview = removedPreview === null || previewLink(text) !== removedPreview;
    const delivered = deliver(() => sendComposedText(appStore, conversation, { text, mentions, quote, linkPreview }));
    setValue({ text: '', mentions: [] });
    setRemovedPreview(null);
    setCaret(0);
    setQuote(null);
    setEmojiOpen(false);
    setError(null);
    if (leaving.current.savedDraft) {
      leaving.current.savedDraft = '';
      void saveDraft(conversationID, '').catch(() => undefined);
    }
    await delivered;
    // After the message, not before: its frame goes first, and the peer's Parley ends "Typing…" when it arrives.
    stopTyping(conversationID);
  };

  /** Sends, and learns from the outcome whether the peer blocks this user or the group refuses them. */
  const deliver = async (sending: () => Promise<unknown>) => {
    try {
      await sending();
      if (!isGroup) noteBlockedByPeer(appStore, peerID, false);
    } catch (failure) {
      const code = sendErrorCode(failure);
      if (!isGroup && code === SendRefusal.blockedByPeer) noteBlockedByPeer(appStore, peerID, true);
      else if (isGroup && code !== undefined && STANDING_REFUSALS.includes(code))
        // The placeholder takes over once the facts are fresh.
        void loadGroupAccess(appStore, groupID).catch(() => undefined);
      else setError(t`Message not sent`);
    }
  };

  // A sticker goes out at once, as in other messengers; the typed text and the quote stay for later.
  const sendKeptSticker = (sticker: Sticker) => {
    setError(null);
    void deliver(() => sendSticker(appStore, conversation, sticker));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME is still composing: its Enter confirms the candidate, it does not send.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    if (picker.onKey(event, pick)) return;
    if (event.key === 'Escape' && emojiOpen) setEmojiOpen(false);
    else if (event.key === 'Escape' && edit.editing) {
      event.preventDefault();
      return edit.cancel();
    }
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <div className="composer-area">
      {blockedByPeer && (
        <p role="alert" className="composer-notice">
          {t`The other party has added you to the blacklist`}
        </p>
      )}
      {error && (
        <p role="alert" className="field-error composer-error">
          {error}
        </p>
      )}
      {edit.editing && <EditBar original={edit.editing.original} onCancel={edit.cancel} />}
      {quote && !edit.editing && <QuoteBar message={quote} onCancel={() => setQuote(null)} />}
      {!edit.editing && <ComposerLinkPreview text={value.text} removedURL={removedPreview} onRemove={removePreview} />}
      {picker.open && <MentionPicker options={picker.options} highlighted={picker.active} onPick={pick} />}
      <div className="composer" data-empty={!value.text}>
        <button
          ref={emojiToggle}
          type="button"
          className="composer-emoji-toggle"
          aria-label={t`Emoji`}
          aria-expanded={emojiOpen}
          onClick={() => setEmojiOpen((open) => !open)}
        >
          <Smile size={22} />
        </button>
        <AttachButton conversation={conversation} />
        <textarea
          ref={textarea}
          rows={1}
          aria-label={t`Message`}
          aria-autocomplete={isGroup ? 'list' : undefined}
          aria-controls={picker.open ? MENTION_PICKER_ID : undefined}
          aria-activedescendant={picker.open ? mentionOptionID(picker.active) : undefined}
          value={value.text}
          onChange={(event) => {
            const at = event.target.selectionStart;
            const next = applyTextEdit(value, event.target.value, at);
            update(next, next.caret ?? at, next.caret !== null);
          }}
          onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
          onKeyDown={onKeyDown}
        />
        {/* Hold to talk is offered while nothing is typed, as in other messengers. */}
        {!value.text && <VoiceRecordButton conversation={conversation} />}
        <button
          type="button"
          className="primary-button composer-send"
          aria-label={edit.editing ? t`Save` : t`Send`}
          onClick={() => void send()}
        >
          <SendHorizontal size={20} aria-hidden className="composer-send-icon" />
          <span className="composer-send-text">{edit.editing ? t`Save` : t`Send`}</span>
        </button>
      </div>
      {emojiOpen && (
        <EmojiAndStickers
          owner={readStoredSession()?.userID ?? ''}
          onPickEmoji={insertEmoji}
          onSendSticker={sendKeptSticker}
          onClose={closeEmoji}
        />
      )}
    </div>
  );
}
