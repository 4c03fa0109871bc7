import type { MessageItem } from '../../../state/sdk-types';

/**
 * Where a merged message sits: the conversation holding the outermost merged message, and the clientMsgIDs from
 * that message inwards (a merged message may hold merged messages of its own). The last ID is the one shown.
 */
export interface MergePath {
  conversationID: string;
  chain: string[];
}

/** A chain travels in the query as the IDs of the enclosing merged messages, comma-separated, outermost first. */
export const chainFromRoute = (id: string, via: string | undefined): string[] => [
  ...(via ? via.split(',').filter(Boolean) : []),
  id,
];

export const viaParam = (chain: readonly string[]): string | undefined =>
  chain.length > 0 ? chain.join(',') : undefined;

/** Follows the chain from the outermost message into the merged messages it holds; null when a link is missing. */
export function descendMerge(outermost: MessageItem, chain: readonly string[]): MessageItem | null {
  if (chain[0] !== outermost.clientMsgID) return null;
  let current = outermost;
  for (const clientMsgID of chain.slice(1)) {
    const inner = current.mergeElem?.multiMessage?.find((message) => message.clientMsgID === clientMsgID);
    if (!inner) return null;
    current = inner;
  }
  return current;
}
