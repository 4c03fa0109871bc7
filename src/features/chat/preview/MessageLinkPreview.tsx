import { useMemo } from 'react';
import { linkPreviewRemoved } from '../../../../wire/link-preview';
import type { MessageItem } from '../../../state/sdk-types';
import { useLinkPreview } from '../../../api/link-preview';
import { LinkPreviewCard } from './LinkPreviewCard';
import { previewLink } from './preview-link';

/** The card of the first link in a text message, unless its sender removed it before sending (the message's ex). */
export function MessageLinkPreview({ message, text }: { message: MessageItem; text: string }) {
  const removed = linkPreviewRemoved(message.ex);
  const url = useMemo(() => (removed ? null : previewLink(text)), [removed, text]);
  // Most messages have no link: they never ask.
  return url ? <LinkedPage url={url} /> : null;
}

function LinkedPage({ url }: { url: string }) {
  const preview = useLinkPreview(url);
  return preview ? <LinkPreviewCard preview={preview} /> : null;
}
