import { useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLingui } from '@lingui/react/macro';
import { appStore } from '../../../state/store';
import { editHistory } from '../../../sdk/edits';
import { ChatServiceError } from '../../../api/chat-client';
import type { MessageItem } from '../../../state/sdk-types';
import type { EditVersion } from '../../../../wire/message-extras';
import '../../../ui/dialogs.css';
import './edits.css';
import { useModalDialog } from '../../../ui/use-modal-dialog';

/**
 * The versions of an edited message, the text as sent first, each with its time: for its sender and a group's owner
 * and admins (the chat service refuses anyone else, and the dialog says so). Escape or Close closes it, and focus
 * goes back to where it was.
 */
export function EditHistoryDialog({
  conversationID,
  message,
  onClose,
}: {
  conversationID: string;
  message: MessageItem;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const dialog = useModalDialog();
  const titleID = useId();
  const [versions, setVersions] = useState<EditVersion[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    editHistory(appStore, conversationID, message.clientMsgID)
      .then((found) => current && setVersions(found))
      .catch(
        (failure: unknown) =>
          current &&
          setError(
            failure instanceof ChatServiceError && failure.errCode === 1002
              ? t`Only the sender and the group's owner and admins can see the edit history`
              : t`The edit history could not be loaded`,
          ),
      );
    return () => {
      current = false;
    };
  }, [conversationID, message.clientMsgID, t]);

  return createPortal(
    <dialog
      ref={dialog}
      className="confirm-dialog edit-history"
      aria-labelledby={titleID}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleID}>{t`Edit history`}</h2>
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
      {!versions && !error && <p aria-live="polite">{t`Loading…`}</p>}
      {versions && (
        <ol className="edit-history-versions" aria-label={t`Versions, the first one as sent`}>
          {versions.map((version, index) => (
            <li key={index}>
              <span className="edit-history-time">
                {index === 0 ? t`Sent` : t`Edited`}{' '}
                {i18n.date(new Date(version.time), { dateStyle: 'medium', timeStyle: 'short' })}
              </span>
              <span className="edit-history-text">{version.text}</span>
            </li>
          ))}
        </ol>
      )}
      <div className="confirm-actions">
        <button type="button" className="primary-button" onClick={onClose}>
          {t`Close`}
        </button>
      </div>
    </dialog>,
    document.body,
  );
}
