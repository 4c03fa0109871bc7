import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { appStore } from '../../state/store';
import { clearChatHistory } from '../../sdk/conversation-actions';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { showToast } from '../../ui/toast/toast-atoms';
import { useSettingAction } from './use-setting-action';

/** Deletes all of a conversation's messages for this user, after asking; the conversation itself stays. */
export function ClearChatHistoryButton({ conversationID }: { conversationID: string }) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const { busy, error, run } = useSettingAction();

  const confirm = async () => {
    if (await run(() => clearChatHistory(appStore, conversationID))) {
      setConfirming(false);
      showToast(appStore, t`Chat history cleared`);
    }
  };

  return (
    <div className="settings-group">
      <button type="button" className="list-item setting-danger" onClick={() => setConfirming(true)}>
        {t`Clear chat history`}
      </button>
      {confirming && (
        <ConfirmDialog
          title={t`Clear chat history?`}
          message={t`All messages in this chat are deleted for you, on all your devices. Others keep their copy.`}
          confirmLabel={t`Clear`}
          busy={busy}
          error={error}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
