import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MessageItem } from '../../../state/sdk-types';
import { PicturePreview } from './PicturePreview';
import { safeMediaURL } from './media-url';
import { keptPictureURL } from '../../../sdk/upload-files';

/** The longest side a picture takes in a bubble. */
const BUBBLE_PICTURE_PX = 200;

/** A picture in a bubble; a tap opens it full screen, from where the conversation's pictures can be stepped. */
export function PictureContent({ message }: { message: MessageItem }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const picture = message.pictureElem;
  const url = safeMediaURL(picture?.snapshotPicture?.url) ?? safeMediaURL(picture?.sourcePicture?.url);
  const local = url ? null : keptPictureURL(message.clientMsgID, picture?.sourcePicture?.uuid);
  const { width = 0, height = 0 } = picture?.sourcePicture ?? {};
  const scale = Math.min(1, BUBBLE_PICTURE_PX / Math.max(width, height, 1));
  const size = {
    width: width ? Math.round(width * scale) : undefined,
    height: height ? Math.round(height * scale) : undefined,
  };
  if (!url && local) {
    return <img className="message-picture-local" src={local} alt={t`Picture being sent`} {...size} />;
  }
  if (!url) return <span className="message-text">{t`[Picture]`}</span>;
  return (
    <>
      <button type="button" className="message-picture" onClick={() => setOpen(true)}>
        <img src={url} alt={t`Picture`} {...size} loading="lazy" />
      </button>
      {open && (
        <PicturePreview startURL={safeMediaURL(picture?.sourcePicture?.url) ?? url} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
