import { useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { appStore } from '../../../state/store';
import { sendFile, sendPicture, sendVideo } from '../../../sdk/media-messages';
import type { ConversationItem } from '../../../state/sdk-types';
import { ActionMenu } from '../../../ui/menu/ActionMenu';
import { showToast } from '../../../ui/toast/toast-atoms';
import { preparePicture } from '../media/prepare-picture';
import { prepareVideo } from '../media/prepare-video';
import { cardChoiceKey, useSendChosenCards } from './use-send-chosen-cards';
import { Plus } from 'lucide-react';

/** Room the menu needs above the "+" (ActionMenu's rows are about 44 px). */
const menuHeight = (items: number) => items * 44 + 16;

/**
 * The composer's "+": a menu of other things to send, a picture or file, a location, a contact card. Pictures go as
 * picture messages (scaled down first when large), videos as video messages with a poster frame; anything else, or
 * a picture or video the browser cannot read, goes as a file.
 */
export function AttachButton({ conversation }: { conversation: ConversationItem }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const [menuAt, setMenuAt] = useState<{ x: number; y: number } | null>(null);
  useSendChosenCards(conversation);

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

  const items = [
    { label: t`Picture or file`, onSelect: () => input.current?.click() },
    {
      label: t`Location`,
      onSelect: () =>
        void navigate({ to: '/geolacationPage', search: { conversationID: conversation.conversationID } }),
    },
    {
      label: t`Contact card`,
      onSelect: () => void navigate({ to: '/chooseUser', search: { key: cardChoiceKey(conversation.conversationID) } }),
    },
  ];

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="composer-emoji-toggle"
        // Names the menu it opens; the file input below keeps its own name ("Picture or file to send").
        aria-label={t`Attach`}
        aria-haspopup="menu"
        aria-expanded={menuAt !== null}
        onClick={(event) => {
          const box = event.currentTarget.getBoundingClientRect();
          setMenuAt((open) => (open ? null : { x: box.left, y: box.top - menuHeight(items.length) }));
        }}
      >
        <Plus size={22} />
      </button>
      {menuAt && (
        <ActionMenu
          label={t`Attach`}
          at={menuAt}
          items={items}
          onClose={() => {
            setMenuAt(null);
            toggle.current?.focus();
          }}
        />
      )}
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
