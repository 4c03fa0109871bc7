import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import type { MessageItem } from '../../../state/sdk-types';
import { cancellingUploadsAtom, uploadProgressAtom } from '../../../state/messages/upload-progress-atoms';
import { holdsUploadFiles } from '../../../sdk/upload-files';
import { cancelUpload } from '../../../sdk/upload-cancel';
import { appStore } from '../../../state/store';
import { showToast } from '../../../ui/toast/toast-atoms';
import { openConversationIDAtom } from '../../../state/messages/message-atoms';
import { TransferProgress } from './TransferProgress';

/**
 * Under a media message being sent: how much of it is uploaded, and a way to stop it. The SDK reports progress
 * only while it uploads, so the bar starts at 0 until the first report.
 */
export function UploadProgress({ message }: { message: MessageItem }) {
  const { t } = useLingui();
  const id = message.clientMsgID;
  const percent = useAtomValue(uploadProgressAtom)[id] ?? 0;
  const cancelling = Boolean(useAtomValue(cancellingUploadsAtom)[id]);
  const conversationID = useAtomValue(openConversationIDAtom);
  const cancel = () =>
    conversationID &&
    void cancelUpload(appStore, conversationID, message).then(
      (stopped) => {
        if (!stopped) showToast(appStore, t`Too late to cancel: the upload had finished`, 'failure');
      },
      () => showToast(appStore, t`Operation failed`, 'failure'),
    );
  return (
    <TransferProgress label={t`Upload progress`} percent={percent}>
      {cancelling ? (
        <span className="transfer-progress-note">{t`Cancelling…`}</span>
      ) : (
        holdsUploadFiles(id) && (
          <button type="button" className="transfer-progress-cancel" onClick={cancel}>
            {t`Cancel upload`}
          </button>
        )
      )}
    </TransferProgress>
  );
}
