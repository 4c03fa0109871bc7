import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { useNow } from '../../ui/format/use-now';
import { connectionStateAtom, reinstallProgressAtom } from '../../state/connection/connection-atoms';
import { conversationsAtom, storedConversationsAtom } from '../../state/conversations/conversation-atoms';
import { showsNoConversations } from './empty-state';
import { appStore } from '../../state/store';
import { takeRowToRefocus } from './row-focus';
import { ConversationRow } from './ConversationRow';
import { conversationRowHeight } from './row-height';
import { useRootFontSize } from '../../ui/use-root-font-size';
import { Search } from 'lucide-react';
import type { ConversationItem } from '../../state/sdk-types';

/** Rows drawn beyond the screen's edges once the first screen has painted; the first render draws fewer. */
const OVERSCAN = 8;
const FIRST_OVERSCAN = 1;
const NO_CONVERSATIONS: ConversationItem[] = [];

export function ConversationListScreen() {
  const { t } = useLingui();
  const listed = useAtomValue(conversationsAtom);
  // After a reload, the rows stored at the end of the last visit show until the SDK lists its own.
  const stored = useAtomValue(storedConversationsAtom);
  const shown = listed.length > 0 ? listed : stored;
  // The signed-in screen paints first; its rows follow in a transition, which React renders in short tasks and
  // which a scroll or a keypress may interrupt (issue 28: the sign-in's long task was the two rendered at once).
  const conversations = useDeferredValue(shown, NO_CONVERSATIONS);
  const connection = useAtomValue(connectionStateAtom);
  const reinstallProgress = useAtomValue(reinstallProgressAtom);
  const now = useNow();
  const scroller = useRef<HTMLDivElement>(null);
  // Rows are one height (row-height.ts): placed by it, never measured, so drawing them forces no layout.
  const rowHeight = conversationRowHeight(useRootFontSize());
  // The first screen is drawn with few rows beyond its edge; the rest follow after it has painted.
  const [overscan, setOverscan] = useState(FIRST_OVERSCAN);
  // eslint-disable-next-line react-hooks/incompatible-library -- its functions are only read during this render
  const virtualizer = useVirtualizer({
    count: conversations.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan,
  });
  // The user changed the font size while the list is open: every row is placed again at the new height.
  const placedAtHeight = useRef(rowHeight);
  useEffect(() => {
    if (placedAtHeight.current === rowHeight) return;
    placedAtHeight.current = rowHeight;
    virtualizer.measure();
  }, [rowHeight, virtualizer]);
  const hasRows = conversations.length > 0;
  useEffect(() => {
    if (!hasRows || overscan === OVERSCAN) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setOverscan(OVERSCAN));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [hasRows, overscan]);
  // Back from a chat: focus returns to its row (scrolled into view first, as it may not be drawn).
  useEffect(() => {
    if (!hasRows) return;
    const frame = requestAnimationFrame(() => {
      const id = takeRowToRefocus();
      if (!id) return;
      const index = appStore.get(conversationsAtom).findIndex((c) => c.conversationID === id);
      if (index < 0) return;
      virtualizer.scrollToIndex(index, { align: 'auto' });
      requestAnimationFrame(() =>
        scroller.current
          ?.querySelector<HTMLElement>(`[data-conversation-id="${CSS.escape(id)}"] .conversation-row`)
          ?.focus(),
      );
    });
    return () => cancelAnimationFrame(frame);
    // Once per showing of the list, when it has rows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hasRows]);

  const connectionText: Partial<Record<typeof connection, string>> = {
    connecting: t`Connecting…`,
    connectionFailed: t`Connection failed`,
    // The first sync of a new device says how far it is (the bar along the top shows it too).
    syncing: typeof reinstallProgress === 'number' ? t`Syncing… ${reinstallProgress}%` : t`Syncing…`,
    syncFailed: t`Sync failed`,
    offline: t`Offline`,
  };

  return (
    <Screen
      title={t`Messages`}
      showBack={false}
      actions={
        <Link to="/globalSearch" className="icon-button" aria-label={t`Search`}>
          <Search size={22} />
        </Link>
      }
    >
      {connectionText[connection] && (
        <p className="connection-note" role="status">
          {connectionText[connection]}
        </p>
      )}
      {conversations.length === 0 ? (
        showsNoConversations(shown.length, connection, reinstallProgress) && (
          <p className="empty-state">{t`No conversations yet.`}</p>
        )
      ) : (
        <div ref={scroller} style={{ height: '100%', overflowY: 'auto' }}>
          <ul
            className="list"
            aria-label={t`Conversations`}
            style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
          >
            {virtualizer.getVirtualItems().map((row) => {
              const conversation = conversations[row.index]!;
              return (
                <ConversationRow
                  key={conversation.conversationID}
                  conversation={conversation}
                  index={row.index}
                  start={row.start}
                  now={now}
                />
              );
            })}
          </ul>
        </div>
      )}
    </Screen>
  );
}
