import { useMemo } from 'react';
import type { MessageItem } from '../../../state/sdk-types';
import { LinkifiedText } from './LinkifiedText';
import { mentionSegments } from './mention-segments';
import './mention.css';

/**
 * A mention message's text with each "@name" set apart, and the ones that reach the reader (their own name, or
 * everyone) highlighted. `text` is the message's words with names in place of IDs (message-summary.ts).
 */
export function MentionText({ message, text, readerID }: { message: MessageItem; text: string; readerID: string }) {
  const segments = useMemo(
    () =>
      mentionSegments(
        text,
        (message.atTextElem?.atUsersInfo ?? []).map((info) => ({
          atUserID: info.atUserID,
          name: info.groupNickname,
        })),
        readerID,
      ),
    [message.atTextElem, text, readerID],
  );
  return (
    <>
      {segments.map((segment, index) =>
        segment.kind === 'text' ? (
          <LinkifiedText key={index} text={segment.text} />
        ) : segment.ofReader ? (
          <mark key={index} className="mention mention-of-reader">
            {segment.text}
          </mark>
        ) : (
          <span key={index} className="mention">
            {segment.text}
          </span>
        ),
      )}
    </>
  );
}
