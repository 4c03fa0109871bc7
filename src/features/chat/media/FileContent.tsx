import { useState, type MouseEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MessageItem } from '../../../state/sdk-types';
import { formatFileSize } from '../../../ui/format/file-size';
import { appStore } from '../../../state/store';
import { showToast } from '../../../ui/toast/toast-atoms';
import { safeMediaURL } from './media-url';
import { fetchWithProgress, saveBlob } from '../transfer/download-file';
import { TransferProgress } from '../transfer/TransferProgress';
import { FileText } from 'lucide-react';

/**
 * A file in a bubble: its name (as text, whatever it contains), its size, and a download link once uploaded. The
 * link is a real link (only to a web address), but a click fetches the file here to show progress, then saves it.
 */
export function FileContent({ message }: { message: MessageItem }) {
  const { t } = useLingui();
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const file = message.fileElem;
  const name = file?.fileName ?? '';
  const url = safeMediaURL(file?.sourceUrl);
  const downloading = progress !== undefined;

  const download = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!url || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    if (downloading) return;
    setProgress(0);
    void fetchWithProgress(url, setProgress)
      .then((blob) => saveBlob(blob, name || 'file'))
      .catch(() => showToast(appStore, t`Download failed`, 'failure'))
      .finally(() => setProgress(undefined));
  };

  return (
    <span className="message-file">
      <span className="message-file-icon" aria-hidden>
        <FileText size={28} />
      </span>
      <span className="message-file-text">
        <span className="message-file-name">{name}</span>
        <span className="message-file-size">{formatFileSize(file?.fileSize ?? 0)}</span>
        {downloading && <TransferProgress label={t`Download progress`} percent={progress ?? 0} />}
      </span>
      {url && (
        <a href={url} download={name} target="_blank" rel="noopener noreferrer" onClick={download}>
          {t`Download`}
        </a>
      )}
    </span>
  );
}
