import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { useAtomValue } from 'jotai';
import { selectAtom } from 'jotai/utils';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useLingui } from '@lingui/react/macro';
import type { MessageItem } from '../../../state/sdk-types';
import { hasMoreHistoryAtom, openMessagesAtom } from '../../../state/messages/message-atoms';
import { MessageRow } from './MessageRow';
import { messageJumpAtom, pinsAtom, withPinNotices, type ChatRow } from '../../../state/messages/pin-atoms';
import { PinNoticeLine } from '../pins/PinNoticeLine';
import type { PinNotice } from '../../../../wire/message-extras';
import './message-list.css';

/** Within this many pixels of the bottom the list counts as "at the newest message" and follows new ones. */
const AT_END_PX = 80;
/**
 * Older history is paged in when the reader gets this close to the top, or within two screens of it, whichever is
 * further: the next page is then there before a reader scrolling back reaches the top.
 */
const LOAD_OLDER_PX = 300;
const LOAD_OLDER_SCREENS = 2;
/** Room above the first message for the "loading older messages" line. */
const TOP_PADDING_PX = 40;
/** How long a message brought into view by a jump (a pin pressed) stays highlighted. */
const HIGHLIGHT_MS = 2500;
const NO_NOTICES: readonly PinNotice[] = [];
/** Frames to wait for a jumped-to row to be drawn before giving up focusing it. */
const FOCUS_TRIES = 30;

interface MessageListProps {
  conversationID: string;
  selfUserID: string;
  inGroup: boolean;
  /** The group of a group chat, '' in a single chat: whose member names the pin notice lines use. */
  groupID: string;
  selection: ReadonlySet<string> | null;
  onToggleSelected: (message: MessageItem) => void;
  onMenu: (message: MessageItem, at: { x: number; y: number }) => void;
  onRetry: (message: MessageItem) => void;
  onUserClick: (userID: string) => void;
  onLoadOlder: () => Promise<void>;
}

/**
 * The conversation's messages, virtualized. It opens at the newest message, keeps the reader's place while older
 * pages are added above, follows new messages only while the reader is at the bottom, and otherwise counts them
 * in a "new messages" pill. Memoised, as its rows are: the chat around it re-renders at each change of the
 * conversation (an arriving message changes its latest message), and the list need not.
 */
export const MessageList = memo(function MessageList(props: MessageListProps) {
  const { conversationID, selfUserID, onLoadOlder } = props;
  const { t } = useLingui();
  const messages = useAtomValue(openMessagesAtom);
  const hasMore = useAtomValue(hasMoreHistoryAtom);
  const notices = useAtomValue(
    useMemo(() => selectAtom(pinsAtom, (state) => state[conversationID]?.events ?? NO_NOTICES), [conversationID]),
  );
  // Pin notice lines sit among the messages by time (issue 39); rows are what the list shows.
  const rows = useMemo(() => withPinNotices(messages, notices, hasMore), [messages, notices, hasMore]);
  const jump = useAtomValue(messageJumpAtom);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  // The last message jumped to keeps the focus it was given (and so its tabindex) after the highlight fades.
  const [jumpedTo, setJumpedTo] = useState<{ id: string; at: number } | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const loadingOlder = useRef(false);
  const [loadingShown, setLoadingShown] = useState(false);
  const [unseen, setUnseen] = useState(0);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 64,
    getItemKey: (index) => rowKey(rows[index]!),
    overscan: 8,
    paddingStart: TOP_PADDING_PX,
    paddingEnd: 8,
    // Prepending older pages keeps the message under the reader's eyes where it is; appending follows the end
    // only when the reader is already there.
    anchorTo: 'end',
    followOnAppend: true,
    scrollEndThreshold: AT_END_PX,
  });

  const loadOlderIfNeeded = () => {
    const element = scroller.current;
    if (!element || !hasMore || loadingOlder.current) return;
    if (element.scrollTop > Math.max(LOAD_OLDER_PX, element.clientHeight * LOAD_OLDER_SCREENS)) return;
    loadingOlder.current = true;
    setLoadingShown(true);
    void onLoadOlder()
      .catch(() => undefined)
      .finally(() => {
        loadingOlder.current = false;
        setLoadingShown(false);
      });
  };

  // Open at the newest message.
  const opened = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (messages.length === 0 || opened.current === conversationID) return;
    opened.current = conversationID;
    virtualizer.scrollToEnd();
  }, [conversationID, messages.length, virtualizer]);

  // New messages: ours always brings the reader to the end; others' are counted while the reader is up in history.
  const lastKey = useRef<string | undefined>(undefined);
  useEffect(() => {
    const last = messages.at(-1);
    const previousLast = lastKey.current;
    lastKey.current = last?.clientMsgID;
    if (!last || !previousLast || last.clientMsgID === previousLast) return;
    const previousIndex = messages.findIndex((m) => m.clientMsgID === previousLast);
    if (previousIndex < 0) return;
    const appended = messages.slice(previousIndex + 1);
    if (appended.some((m) => m.sendID === selfUserID)) {
      setUnseen(0);
      virtualizer.scrollToEnd();
    } else if (!virtualizer.isAtEnd(AT_END_PX)) {
      setUnseen((count) => count + appended.length);
    }
  }, [messages, selfUserID, virtualizer]);

  // A pin pressed: its message (loaded by src/sdk/pins.ts) comes into view, highlighted, and takes the focus.
  const jumped = useRef(0);
  useEffect(() => {
    if (!jump || jump.conversationID !== conversationID || jumped.current === jump.at) return;
    const index = rows.findIndex((row) => row.kind === 'message' && row.message.clientMsgID === jump.clientMsgID);
    if (index < 0) return;
    jumped.current = jump.at;
    virtualizer.scrollToIndex(index, { align: 'center' });
    setHighlighted(jump.clientMsgID);
    setJumpedTo({ id: jump.clientMsgID, at: jump.at });
  }, [jump, rows, conversationID, virtualizer]);
  useEffect(() => {
    if (!highlighted) return;
    const timer = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);
  // The row is drawn once the scroll has put it on screen, a frame or a few later.
  useEffect(() => {
    if (!jumpedTo) return;
    let frame = 0;
    let tries = 0;
    const focus = () => {
      const row = scroller.current?.querySelector<HTMLElement>('[data-jump-target="true"]');
      if (row) row.focus({ preventScroll: true });
      else if (tries++ < FOCUS_TRIES) frame = requestAnimationFrame(focus);
    };
    frame = requestAnimationFrame(focus);
    return () => cancelAnimationFrame(frame);
  }, [jumpedTo]);

  // A first page shorter than the screen cannot be scrolled, so page on until it fills the screen.
  useEffect(loadOlderIfNeeded);

  const showNewest = () => {
    setUnseen(0);
    virtualizer.scrollToEnd({ behavior: 'smooth' });
  };

  return (
    <div className="message-list-frame">
      <div
        ref={scroller}
        className="message-list"
        role="log"
        aria-label={t`Messages`}
        onScroll={() => {
          loadOlderIfNeeded();
          if (virtualizer.isAtEnd(AT_END_PX)) setUnseen(0);
        }}
      >
        <div className="message-list-inner" style={{ height: virtualizer.getTotalSize() }}>
          {loadingShown && <p className="message-list-loading">{t`Loading earlier messages…`}</p>}
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index]!;
            const id = row.kind === 'message' ? row.message.clientMsgID : null;
            const target = id !== null && id === jumpedTo?.id;
            return (
              <div
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className={id !== null && id === highlighted ? 'message-slot jumped' : 'message-slot'}
                data-jump-target={target || undefined}
                tabIndex={target ? -1 : undefined}
                style={{ transform: `translateY(${item.start}px)` }}
              >
                {row.kind === 'pin' ? (
                  <PinNoticeLine notice={row.notice} selfUserID={selfUserID} groupID={props.groupID} />
                ) : (
                  <MessageRow
                    message={row.message}
                    previous={previousMessage(rows, item.index)}
                    selfUserID={selfUserID}
                    inGroup={props.inGroup}
                    selected={props.selection ? props.selection.has(row.message.clientMsgID) : null}
                    onToggleSelected={props.onToggleSelected}
                    onMenu={props.onMenu}
                    onRetry={props.onRetry}
                    onUserClick={props.onUserClick}
                  />
                )}
              </div>
            );
          })}
        </div>
      </div>
      {unseen > 0 && (
        <button type="button" className="new-messages-pill" onClick={showNewest}>
          {t`${plural(unseen, { one: '# new message', other: '# new messages' })}`}
        </button>
      )}
    </div>
  );
});

const rowKey = (row: ChatRow) => (row.kind === 'message' ? row.message.clientMsgID : row.key);

/** The message before a row, past any notice lines: a time line shows after a gap between messages. */
function previousMessage(rows: readonly ChatRow[], index: number) {
  for (let i = index - 1; i >= 0; i--) {
    const row = rows[i]!;
    if (row.kind === 'message') return row.message;
  }
  return undefined;
}
