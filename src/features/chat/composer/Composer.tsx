import type { ConversationItem } from '../../../state/sdk-types';
import { BlockedNotice } from './BlockedNotice';
import { MessageEditor } from './MessageEditor';
import { useChatBlock } from './use-chat-block';
import './composer.css';

/** The bottom of a chat: the message editor, or the reason the user may not write here. */
export function Composer({ conversation }: { conversation: ConversationItem }) {
  const block = useChatBlock(conversation);
  if (block) return <BlockedNotice block={block} />;
  // A new conversation is a new editor: its draft, quote and typing state start afresh.
  return <MessageEditor key={conversation.conversationID} conversation={conversation} />;
}
