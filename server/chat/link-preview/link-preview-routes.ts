import * as z from 'zod';
import { ApiError } from '../../protocol/api-envelope.ts';
import { AttemptLimiter, type LimiterStore } from '../../http/attempt-limits.ts';
import { MAX_PREVIEW_URL, type LinkPreview } from '../../../wire/link-preview.ts';
import type { ChatRouter } from '../chat-router.ts';
import { tooFrequent } from '../sign-in-limits.ts';
import type { LinkPreviewer } from './link-previewer.ts';
import type { PreviewCache } from './preview-cache.ts';

/** Pages one user may have fetched a minute; a card already kept costs nothing and is not counted. */
export const PREVIEW_FETCHES_PER_MINUTE = 30;

interface LinkPreviewDeps {
  previewer: Pick<LinkPreviewer, 'preview'>;
  cache: PreviewCache;
  limits?: LimiterStore;
}

const previewShape = z.object({
  url: z.string(),
  title: z.string(),
  description: z.string(),
  siteName: z.string(),
  image: z.string().describe('A data: URL of the picture, re-encoded as WebP by the server, or empty'),
});

/** The URL a card is kept under: http(s) only, without its fragment (which never reaches the page's server). */
function previewURL(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ApiError(1001, 'ArgsError', 'url: not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ApiError(1001, 'ArgsError', 'url: not http(s)');
  url.hash = '';
  return url;
}

/**
 * /parley/link-preview: the card of a page a message links to, fetched by this service (never by a browser, so a
 * reader's address reaches no page they did not open) under the address rules of link-previewer.ts, and kept per
 * URL in the chat database. A refused or unreachable page answers `preview: null`, the same as a page without a
 * title: which addresses exist inside the network is not told.
 */
export function registerLinkPreviewRoutes(router: ChatRouter, { previewer, cache, limits }: LinkPreviewDeps): void {
  const fetches = new AttemptLimiter(PREVIEW_FETCHES_PER_MINUTE, 60, tooFrequent, limits);
  // One fetch per URL at a time in this copy: everyone opening a chat with a new link at once waits for the same one.
  const inFlight = new Map<string, Promise<LinkPreview | null>>();
  router.post(
    '/parley/link-preview',
    z.object({ url: z.string().min(1).max(MAX_PREVIEW_URL) }),
    async ({ body, caller }) => {
      const url = previewURL(body.url);
      const kept = await cache.get(url.href);
      if (kept !== undefined) return { preview: kept };
      let pending = inFlight.get(url.href);
      if (!pending) {
        await fetches.take(caller.userID);
        pending = previewer
          .preview(url)
          .then(async (preview) => {
            await cache.put(url.href, preview);
            return preview;
          })
          .finally(() => inFlight.delete(url.href));
        inFlight.set(url.href, pending);
      }
      return { preview: await pending };
    },
    { response: z.object({ preview: previewShape.nullable() }), errors: [20005] },
  );
}
