import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { previewImagesAtom } from '../../../state/messages/message-atoms';
import './media.css';
import { useModalDialog } from '../../../ui/use-modal-dialog';

interface PicturePreviewProps {
  startURL: string;
  onClose: () => void;
  /** The pictures to step through; the open chat's pictures when absent. */
  urls?: readonly string[];
}

/** Full screen: one picture of the conversation at a time, with the ones before and after a step away. */
export function PicturePreview({ startURL, onClose, urls: givenURLs }: PicturePreviewProps) {
  const { t } = useLingui();
  const chatURLs = useAtomValue(previewImagesAtom);
  const urls = givenURLs ?? chatURLs;
  const [index, setIndex] = useState(() => Math.max(0, urls.indexOf(startURL)));
  const dialog = useModalDialog();
  const url = urls[index] ?? startURL;
  const position = index + 1;
  const count = Math.max(urls.length, 1);

  const step = (by: number) => setIndex((current) => Math.min(urls.length - 1, Math.max(0, current + by)));
  return createPortal(
    <dialog
      ref={dialog}
      className="picture-preview"
      aria-label={t`Picture ${position} of ${count}`}
      onCancel={onClose}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') step(-1);
        if (event.key === 'ArrowRight') step(1);
      }}
    >
      <img src={url} alt={t`Picture`} />
      <div className="picture-preview-controls">
        <button type="button" onClick={() => step(-1)} disabled={index <= 0}>
          {t`Previous picture`}
        </button>
        <button type="button" onClick={onClose}>
          {t`Close`}
        </button>
        <button type="button" onClick={() => step(1)} disabled={index >= urls.length - 1}>
          {t`Next picture`}
        </button>
      </div>
    </dialog>,
    document.body,
  );
}
