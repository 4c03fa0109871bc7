import { useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { selectAtom } from 'jotai/utils';
import { useLingui } from '@lingui/react/macro';
import { List, Pin } from 'lucide-react';
import type { ConversationItem } from '../../../state/sdk-types';
import { pinsAtom } from '../../../state/messages/pin-atoms';
import { jumpToPin } from '../../../sdk/pins';
import { appStore } from '../../../state/store';
import { showToast } from '../../../ui/toast/toast-atoms';
import { useServerFeatures } from '../../../api/use-server-features';
import { readStoredSession } from '../../../state/session/stored-session';
import { usePinPreview } from './use-pin-preview';
import { PinListDialog } from './PinListDialog';
import type { MessagePin } from '../../../../wire/message-extras';
import './pins.css';

/**
 * The bar under the chat header: the latest pin, sender and one line. Pressing it brings that message into view and
 * moves the bar to the pin before it, round and round, as Telegram does; the list button shows them all.
 */
export function PinnedBar({ conversation }: { conversation: ConversationItem }) {
  const { t } = useLingui();
  const { conversationID, groupID } = conversation;
  const { pins: offered } = useServerFeatures();
  const list = useAtomValue(useMemo(() => selectAtom(pinsAtom, (state) => state[conversationID]), [conversationID]));
  const pins = list?.pins ?? [];
  const selfUserID = readStoredSession()?.userID ?? '';
  const previewOf = usePinPreview(conversationID, groupID, selfUserID, pins);
  // A new pin, or an unpin, starts the round again at the latest.
  const round = `${pins[0]?.clientMsgID ?? ''}\n${pins.length}`;
  const [cycle, setCycle] = useState({ round, index: 0 });
  const index = cycle.round === round ? cycle.index : 0;
  const [listOpen, setListOpen] = useState(false);
  if (!offered || pins.length === 0) return null;

  const shown = index % pins.length;
  const pin = pins[shown]!;
  const { sender, text } = previewOf(pin);
  const jump = (target: MessagePin) =>
    void jumpToPin(appStore, conversationID, target)
      .then((found) => {
        if (!found) showToast(appStore, t`That message is no longer in this chat's history on this device.`, 'failure');
      })
      .catch(() => showToast(appStore, t`Get history message failed`, 'failure'));

  const position = pins.length > 1 ? t`Pinned message ${shown + 1} of ${pins.length}` : t`Pinned message`;
  return (
    <section className="pinned-bar" aria-label={t`Pinned messages`}>
      <Pin size={18} aria-hidden className="pinned-icon" />
      <button
        type="button"
        className="pinned-current"
        onClick={() => {
          jump(pin);
          setCycle({ round, index: shown + 1 });
        }}
      >
        <span className="pinned-position">{position}</span>
        <span className="pinned-preview">
          {sender && <span className="pinned-sender">{sender}: </span>}
          {text}
        </span>
      </button>
      <button
        type="button"
        className="pinned-list-button"
        aria-label={t`All pinned messages (${pins.length})`}
        aria-haspopup="dialog"
        onClick={() => setListOpen(true)}
      >
        <List size={20} aria-hidden />
      </button>
      {listOpen && (
        <PinListDialog
          pins={pins}
          previewOf={previewOf}
          onPick={(target) => {
            setListOpen(false);
            jump(target);
          }}
          onClose={() => setListOpen(false)}
        />
      )}
    </section>
  );
}
