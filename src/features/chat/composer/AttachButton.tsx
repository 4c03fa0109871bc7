import { useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { appStore } from '../../../app/store';
import { sendFile, sendPicture, sendVideo } from '../../../sdk/media-messages';
import type { ConversationItem } from '../../../sdk/types';
import { showToast } from '../../../ui/toast/toast-atoms';
import { preparePicture } from '../media/prepare-picture';
import { prepareVideo } from '../media/prepare-video';

/** Pictures go as picture messages (scaled down first when large), videos as video messages with a poster frame;
 *  anything else, or a picture or video the browser cannot read, goes as a file. */
export function AttachButton({ conversation }: { conversation: ConversationItem }) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);

  const send = async (file: File) => {
    if (file.type.startsWith('video/')) {
      const video = await prepareVideo(file).catch(() => null);
      if (video) {
        await sendVideo(appStore, conversation, video);
        return;
      }
      // Without a decodable frame there is no poster and no length to show; the peer still gets the file itself.
      showToast(appStore, t`Failed to generate cover image`, 'failure');
    }
    const picture = file.type.startsWith('image/') ? await preparePicture(file).catch(() => null) : null;
    if (picture) await sendPicture(appStore, conversation, picture);
    else await sendFile(appStore, conversation, file);
  };

  const sendAll = async (files: File[]) => {
    for (const file of files) {
      // The failed message stays in the list with its retry; the toast says why.
      await send(file).catch(() => showToast(appStore, t`Upload failed`, 'failure'));
    }
  };

  return (
    <>
      <button
        type="button"
        className="composer-emoji-toggle"
        aria-label={t`Send a picture or file`}
        onClick={() => input.current?.click()}
      >
        ＋
      </button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        aria-label={t`Picture or file to send`}
        onChange={(event) => {
          void sendAll(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
    </>
  );
}
