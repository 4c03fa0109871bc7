import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MessageItem } from '../../../sdk/types';
import { PicturePreview } from './PicturePreview';

/** The longest side a picture takes in a bubble. */
const BUBBLE_PICTURE_PX = 200;

/** A picture in a bubble; a tap opens it full screen, from where the conversation's pictures can be stepped. */
export function PictureContent({ message }: { message: MessageItem }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const picture = message.pictureElem;
  const url = picture?.snapshotPicture?.url || picture?.sourcePicture?.url || '';
  const { width = 0, height = 0 } = picture?.sourcePicture ?? {};
  const scale = Math.min(1, BUBBLE_PICTURE_PX / Math.max(width, height, 1));
  if (!url) return <span className="message-text">{t`[Picture]`}</span>;
  return (
    <>
      <button type="button" className="message-picture" onClick={() => setOpen(true)}>
        <img
          src={url}
          alt={t`Picture`}
          width={width ? Math.round(width * scale) : undefined}
          height={height ? Math.round(height * scale) : undefined}
          loading="lazy"
        />
      </button>
      {open && <PicturePreview startURL={picture?.sourcePicture?.url || url} onClose={() => setOpen(false)} />}
    </>
  );
}
