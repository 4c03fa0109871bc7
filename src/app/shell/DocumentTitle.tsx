import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react';
import { paneTitlesAtom } from '../../ui/pane';
import { totalUnreadCountAtom } from '../../state/conversations/unread-atoms';
import { documentTitle } from './document-title';

/** Keeps document.title on the screen the user is looking at (the detail pane on a desktop) and the unread count. */
export function DocumentTitle() {
  const { i18n } = useLingui();
  const titles = useAtomValue(paneTitlesAtom);
  const unread = useAtomValue(totalUnreadCountAtom);
  const screen = titles.detail ?? titles.single ?? titles.list;
  useEffect(() => {
    document.title = documentTitle(screen, unread, i18n);
  }, [screen, unread, i18n]);
  return null;
}
