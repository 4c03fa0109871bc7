import { Parser } from 'htmlparser2';

/** What a page says about itself in its head: Open Graph first, then Twitter's cards, then plain HTML. */
export interface PageMeta {
  title: string;
  description: string;
  /** As the page wrote it (maybe relative); '' for none. */
  image: string;
  siteName: string;
}

/** Meta keys in order of preference for each field. */
const SOURCES = {
  title: ['og:title', 'twitter:title'],
  description: ['og:description', 'twitter:description', 'description'],
  image: ['og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image', 'twitter:image:src'],
  siteName: ['og:site_name'],
} as const;

/** Longest kept of each text field; a page may say anything, the card shows a few lines. */
const MAX_TEXT = { title: 300, description: 1000, image: 2048, siteName: 100 } as const;

const decoderFor = (charset: string) => {
  try {
    return new TextDecoder(charset);
  } catch {
    return new TextDecoder('utf-8');
  }
};

/**
 * Reads a page's head as it streams in, with htmlparser2 (no regular expression ever reads HTML here), and says
 * when it has seen enough: the head's end, or the body's start.
 */
export class HeadReader {
  private readonly meta = new Map<string, string>();
  private title = '';
  private inTitle = false;
  private done = false;
  private readonly decoder: TextDecoder;
  private readonly parser: Parser;

  constructor(charset: string) {
    this.decoder = decoderFor(charset);
    this.parser = new Parser(
      {
        onopentag: (name, attributes) => {
          if (name === 'body') this.done = true;
          else if (name === 'title') this.inTitle = true;
          else if (name === 'meta') {
            const key = (attributes.property ?? attributes.name ?? '').trim().toLowerCase();
            const content = attributes.content?.trim();
            if (key && content && !this.meta.has(key)) this.meta.set(key, content);
          }
        },
        ontext: (text) => {
          if (this.inTitle) this.title += text;
        },
        onclosetag: (name) => {
          if (name === 'title') this.inTitle = false;
          if (name === 'head') this.done = true;
        },
      },
      { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
    );
  }

  /** Feeds the next bytes; true once the head is over. */
  write(chunk: Buffer): boolean {
    if (!this.done) this.parser.write(this.decoder.decode(chunk, { stream: true }));
    return this.done;
  }

  result(): PageMeta {
    this.parser.end();
    const pick = (field: keyof typeof SOURCES, fallback = '') => {
      const found = SOURCES[field].map((key) => this.meta.get(key)).find(Boolean) ?? fallback;
      return found.replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT[field]);
    };
    return {
      title: pick('title', this.title),
      description: pick('description'),
      image: pick('image'),
      siteName: pick('siteName'),
    };
  }
}
