import { useLingui } from '@lingui/react/macro';
import type { MessageItem } from '../../../sdk/types';
import { formatFileSize } from '../../../ui/format/file-size';

/** A file in a bubble: its name (as text, whatever it contains), its size, and a download link once uploaded. */
export function FileContent({ message }: { message: MessageItem }) {
  const { t } = useLingui();
  const file = message.fileElem;
  const name = file?.fileName ?? '';
  return (
    <span className="message-file">
      <span className="message-file-icon" aria-hidden>
        📄
      </span>
      <span className="message-file-text">
        <span className="message-file-name">{name}</span>
        <span className="message-file-size">{formatFileSize(file?.fileSize ?? 0)}</span>
      </span>
      {file?.sourceUrl && (
        <a href={file.sourceUrl} download={name} target="_blank" rel="noopener noreferrer">
          {t`Download`}
        </a>
      )}
    </span>
  );
}
