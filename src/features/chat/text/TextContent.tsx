import type { MessageItem } from '../../../state/sdk-types';
import { MessageLinkPreview } from '../preview/MessageLinkPreview';
import { FormattedText } from './FormattedText';
import { LinkifiedText } from './LinkifiedText';
import { MentionText } from './MentionText';

/**
 * The words of a text, mention or reply message: its Markdown formatted, its addresses linked, its mentions set
 * apart, and the card of its first link under it.
 */
export function TextContent({ message, text, readerID }: { message: MessageItem; text: string; readerID?: string }) {
  return (
    <>
      <FormattedText
        text={text}
        renderWords={(words, key) =>
          readerID === undefined ? (
            <LinkifiedText key={key} text={words} />
          ) : (
            <MentionText key={key} message={message} text={words} readerID={readerID} />
          )
        }
      />
      <MessageLinkPreview message={message} text={text} />
    </>
  );
}
