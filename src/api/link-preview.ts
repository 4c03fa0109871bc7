import { useQuery } from '@tanstack/react-query';
import type { LinkPreview, LinkPreviewAnswer } from '../../wire/link-preview';
import { chatPost } from './chat-client';
import { useServerFeatures } from './use-server-features';

/**
 * The card of a page a message links to, as the chat service fetched it (never this browser: the page learns
 * nothing of who reads the link). Null when the page has none, its address is refused, or previews are off.
 */
export function useLinkPreview(url: string | null): LinkPreview | null {
  const { linkPreview } = useServerFeatures();
  const query = useQuery({
    queryKey: ['link-preview', url],
    queryFn: async () =>
      (await chatPost<LinkPreviewAnswer | undefined>('/parley/link-preview', { url }))?.preview ?? null,
    enabled: linkPreview && url !== null,
    // The service keeps a card a day; within a session one answer per URL is enough.
    staleTime: 60 * 60_000,
    retry: false,
  });
  return (linkPreview && query.data) || null;
}
