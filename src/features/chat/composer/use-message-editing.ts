import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { appStore } from '../../../state/store';
import { editMessage } from '../../../sdk/edits';
import { ChatServiceError } from '../../../api/chat-client';
import type { MessageItem } from '../../../state/sdk-types';
import { EditError } from '../../../../wire/message-extras';
import { editingMessageAtom } from './editing-atoms';
import { textForEditing, textToStore } from './edit-text';
import { useStableHandler } from '../../../ui/use-stable-handler';

/** What the composer shows when the chat service refuses an edit, by its error code. */
export function editFailureReason(error: unknown, i18n: I18n): string {
  const code = error instanceof ChatServiceError ? error.errCode : null;
  switch (code) {
    case EditError.EditWindowClosed:
      return i18n._(msg`This message can no longer be edited: messages can be edited for 24 hours after sending`);
    case 1404:
      return i18n._(msg`A recalled message cannot be edited`);
    case 1002:
      return i18n._(msg`Only the sender can edit this message`);
    case 1004:
      return i18n._(msg`The server does not know this message yet, so it cannot be edited`);
    case 20005:
      return i18n._(msg`Too many edits. Try again in a minute`);
    case null:
      return i18n._(msg`Edit not saved: the server cannot be reached`);
    default:
      return i18n._(msg`Edit not saved`);
  }
}

interface EditingOptions {
  conversationID: string;
  /** What the textarea holds now, kept while editing and given back when the edit ends. */
  currentText: () => string;
  replaceText: (text: string) => void;
  setError: (error: string | null) => void;
}

/**
 * Edit mode of the composer: "Edit" in a message's menu puts the message's words in the textarea; sending then saves
 * the edit instead (the chat service has the last word: a day's window, the sender only, never a recalled message),
 * and Cancel or Escape gives back what was typed before.
 */
export function useMessageEditing({ conversationID, currentText, replaceText, setError }: EditingOptions) {
  const { i18n } = useLingui();
  const [editing, setEditing] = useState<{ message: MessageItem; original: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const typedBefore = useRef('');
  // Read when the composer unmounts, after this render's state is gone.
  const editingNow = useRef(editing);
  useEffect(() => {
    editingNow.current = editing;
  }, [editing]);
  const handlers = {
    currentText: useStableHandler(currentText),
    replaceText: useStableHandler(replaceText),
    setError: useStableHandler(setError),
  };

  useEffect(() => {
    const take = () => {
      const target = appStore.get(editingMessageAtom);
      if (!target || target.conversationID !== conversationID) return;
      appStore.set(editingMessageAtom, null);
      const original = textForEditing(target.message);
      const { resume } = target;
      setEditing((current) => {
        if (resume) typedBefore.current = resume.typedBefore;
        else if (!current) typedBefore.current = handlers.currentText();
        return { message: target.message, original };
      });
      handlers.setError(null);
      handlers.replaceText(resume?.text ?? original);
    };
    take();
    const unsubscribe = appStore.sub(editingMessageAtom, take);
    return () => {
      unsubscribe();
      const unfinished = editingNow.current;
      if (unfinished)
        appStore.set(editingMessageAtom, {
          conversationID,
          message: unfinished.message,
          resume: { text: handlers.currentText(), typedBefore: typedBefore.current },
        });
    };
    // The handlers are stable (useStableHandler).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conversationID]);

  const finish = () => {
    setEditing(null);
    handlers.replaceText(typedBefore.current);
    typedBefore.current = '';
  };

  const cancel = () => {
    handlers.setError(null);
    finish();
  };

  const save = async (text: string) => {
    if (!editing || saving) return;
    if (text === editing.original) return cancel();
    setSaving(true);
    try {
      await editMessage(appStore, conversationID, editing.message.clientMsgID, textToStore(editing.message, text));
      handlers.setError(null);
      finish();
    } catch (error) {
      handlers.setError(editFailureReason(error, i18n));
    } finally {
      setSaving(false);
    }
  };

  /** What stays the chat's draft while editing: the words typed before, never the message being edited. */
  const draftText = () => typedBefore.current;

  return { editing, cancel, save, draftText };
}
