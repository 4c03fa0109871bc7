import { useMemo, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { selectAtom } from 'jotai/utils';
import { useLingui } from '@lingui/react/macro';
import type { MessageItem } from '../../../state/sdk-types';
import { openConversationIDAtom } from '../../../state/messages/message-atoms';
import { reactionsAtom } from '../../../state/messages/reaction-atoms';
import { usePersonNames } from '../sender/use-person-names';
import { toggleReaction } from '../../../sdk/reactions';
import { appStore } from '../../../state/store';
import { selfInfoAtom } from '../../../state/profile/self-info-atoms';
import { useLongPress } from '../../../ui/menu/use-long-press';
import type { ReactionGroup } from '../../../../wire/message-extras';
import './reactions.css';

const NONE: readonly ReactionGroup[] = [];

interface MessageReactionsProps {
  message: MessageItem;
}

/**
 * The chips under a bubble, one per emoji: its count, the reader's own marked. Pressing a chip gives that reaction,
 * or takes the reader's own back; hovering (a tooltip) or a long press tells who reacted.
 */
export function MessageReactions({ message }: MessageReactionsProps) {
  const selfUserID = useAtomValue(selfInfoAtom)?.userID ?? '';
  const conversationID = useAtomValue(openConversationIDAtom) ?? '';
  const groups = useAtomValue(
    useMemo(
      () => selectAtom(reactionsAtom, (state) => state[conversationID]?.[message.clientMsgID] ?? NONE),
      [conversationID, message.clientMsgID],
    ),
  );
  const [who, setWho] = useState<string | null>(null);
  const nameOf = usePersonNames(message.groupID, [...new Set(groups.flatMap((g) => g.userIDs))], selfUserID);
  if (groups.length === 0) return null;
  const shown = groups.find((group) => group.emoji === who);
  return (
    <>
      <div className="reaction-row">
        {groups.map(({ emoji, userIDs }) => (
          <ReactionChip
            key={emoji}
            emoji={emoji}
            count={userIDs.length}
            mine={userIDs.includes(selfUserID)}
            names={userIDs.map(nameOf).join(', ')}
            onToggle={(react) =>
              void toggleReaction(appStore, conversationID, message.clientMsgID, emoji, react).catch(() => undefined)
            }
            onShowWho={() => setWho((current) => (current === emoji ? null : emoji))}
          />
        ))}
      </div>
      {shown && (
        <p className="reaction-who" role="status">
          {shown.emoji} {shown.userIDs.map(nameOf).join(', ')}
        </p>
      )}
    </>
  );
}

interface ReactionChipProps {
  emoji: string;
  count: number;
  mine: boolean;
  names: string;
  onToggle: (react: boolean) => void;
  onShowWho: () => void;
}

function ReactionChip({ emoji, count, mine, names, onToggle, onShowWho }: ReactionChipProps) {
  const { t } = useLingui();
  // A long press on a touch screen tells who reacted, in place of the tooltip; so does a right click.
  const pressedLong = useRef(false);
  const longPress = useLongPress(() => {
    pressedLong.current = true;
    onShowWho();
  });
  return (
    <button
      type="button"
      className="reaction-chip"
      aria-pressed={mine}
      aria-label={mine ? t`${emoji} ${count}, including you` : t`${emoji} ${count}`}
      title={names}
      {...longPress}
      onContextMenu={(event) => {
        event.preventDefault();
        onShowWho();
      }}
      onClick={() => {
        // The click that ends a long press only closes it.
        if (pressedLong.current) pressedLong.current = false;
        else onToggle(!mine);
      }}
    >
      <span aria-hidden="true">{emoji}</span>
      <span aria-hidden="true">{count}</span>
    </button>
  );
}
