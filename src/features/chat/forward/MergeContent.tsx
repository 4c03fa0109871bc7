import { useContext } from 'react';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import type { MessageItem } from '../../../state/sdk-types';
import { conversationsAtom } from '../../../state/conversations/conversation-atoms';
import { conversationIDOf } from '../../../state/messages/conversation-id';
import { MERGE_SUMMARY_LINES } from './forward-rules';
import { MergeOriginContext } from './merge-origin';
import { viaParam } from './merge-path';
import './forward.css';

/** A merged forward's bubble: its title, a few "sender: what it said" lines, and the way into the whole history. */
export function MergeContent({ message }: { message: MessageItem }) {
  const { t } = useLingui();
  const origin = useContext(MergeOriginContext);
  const conversations = useAtomValue(conversationsAtom);
  const merge = message.mergeElem;
  const conversationID = origin?.conversationID ?? conversationIDOf(message, conversations);
  const title = merge?.title || t`Chat history`;
  const lines = (merge?.abstractList ?? []).slice(0, MERGE_SUMMARY_LINES);
  return (
    <Link
      to="/previewMergeMessage/$id"
      params={{ id: message.clientMsgID }}
      search={{ conversationID, via: viaParam(origin?.chain ?? []) }}
      className="merge-card"
    >
      <span className="merge-card-title">{title}</span>
      {lines.length > 0 && (
        <span className="merge-card-lines">
          {lines.map((line, index) => (
            <span key={index} className="merge-card-line">
              {line}
            </span>
          ))}
        </span>
      )}
      <span className="merge-card-footer">{t`Chat history`}</span>
    </Link>
  );
}
