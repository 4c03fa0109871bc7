import sharp from 'sharp';
import type { LinkPreview } from '../../../wire/link-preview.ts';
import { HeadReader } from './page-head.ts';
import { fetchBounded, FetchRefused, type FetchLimits } from './preview-fetch.ts';
import type { AddressRules, LookupFunction } from './preview-addresses.ts';

export interface PreviewerOptions {
  rules: AddressRules;
  /** Page and picture together end by then (ms); the client waits 5 s for the whole answer. */
  timeoutMs?: number;
  /** The page's bytes read at most, looking for the end of its head. */
  maxPageBytes?: number;
  maxImageBytes?: number;
  maxRedirects?: number;
  resolve?: LookupFunction;
  webPorts?: ReadonlySet<string>;
}

/** The picture's box on the card (CSS pixels ×2 for sharp screens); a card never needs more. */
const IMAGE_SIDE = 480;
/** Decoding costs memory by pixels whatever the file's size: a small file that unpacks to a giant one is dropped. */
const MAX_IMAGE_PIXELS = 40_000_000;

const isHtml = (type: string) => type === 'text/html' || type === 'application/xhtml+xml';
const isImage = (type: string) => type.startsWith('image/') && type !== 'image/svg+xml';

/**
 * Fetches a page's card: its head's title, description and picture, the picture re-encoded by sharp into a small
 * WebP (so no byte the page chose reaches a reader's browser as it was). Null when the page cannot be fetched under
 * the rules, or has no title.
 */
export class LinkPreviewer {
  constructor(private readonly options: PreviewerOptions) {}

  async preview(url: URL): Promise<LinkPreview | null> {
    const deadline = Date.now() + (this.options.timeoutMs ?? 4000);
    const limits = (maxBytes: number, accepts: (type: string) => boolean): FetchLimits => ({
      rules: this.options.rules,
      deadline,
      maxBytes,
      maxRedirects: this.options.maxRedirects ?? 3,
      accepts,
      resolve: this.options.resolve,
      webPorts: this.options.webPorts,
    });
    let reader: HeadReader | undefined;
    const page = await fetchBounded(url, {
      ...limits(this.options.maxPageBytes ?? 512 * 1024, isHtml),
      onChunk: (chunk, charset) => (reader ??= new HeadReader(charset)).write(chunk),
    }).catch(refusedAsNull);
    if (!page) return null;
    const meta = (reader ?? new HeadReader(page.charset)).result();
    if (!meta.title) return null;
    return {
      url: page.url.href,
      title: meta.title,
      description: meta.description,
      siteName: meta.siteName || page.url.hostname,
      image: meta.image ? await this.image(new URL(meta.image, page.url), limits) : '',
    };
  }

  private async image(url: URL, limits: (maxBytes: number, accepts: (type: string) => boolean) => FetchLimits) {
    const fetched = await fetchBounded(url, limits(this.options.maxImageBytes ?? 5 * 1024 * 1024, isImage)).catch(
      refusedAsNull,
    );
    if (!fetched) return '';
    try {
      const webp = await sharp(fetched.body, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false })
        .rotate()
        .resize(IMAGE_SIDE, IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 70 })
        .toBuffer();
      return `data:image/webp;base64,${webp.toString('base64')}`;
    } catch {
      return '';
    }
  }
}

const refusedAsNull = (error: unknown) => {
  if (error instanceof FetchRefused) return null;
  throw error;
};
