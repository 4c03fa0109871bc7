import type { LinkPreview } from '../../../wire/link-preview.ts';
import type { ChatDb } from '../storage/chat-schema.ts';

const HOUR_MS = 3_600_000;
/** A card is kept a day; a page without one (or unreachable) is asked again sooner, in case it was down. */
export const PREVIEW_TTL_MS = 24 * HOUR_MS;
export const NO_PREVIEW_TTL_MS = HOUR_MS / 6;

/** Each URL's card in the chat database, shared by every copy of the chat service, with an expiry. */
export class PreviewCache {
  constructor(
    private readonly db: ChatDb,
    private readonly now: () => number = Date.now,
  ) {}

  /** The card kept for `url` (null: kept as having none), or undefined when nothing unexpired is kept. */
  async get(url: string): Promise<LinkPreview | null | undefined> {
    const row = await this.db
      .selectFrom('chat_link_previews')
      .select(['preview', 'expires_at'])
      .where('url', '=', url)
      .executeTakeFirst();
    if (!row || row.expires_at <= this.now()) return undefined;
    return row.preview ? (JSON.parse(row.preview) as LinkPreview) : null;
  }

  async put(url: string, preview: LinkPreview | null): Promise<void> {
    const now = this.now();
    const values = {
      url,
      preview: preview ? JSON.stringify(preview) : '',
      expires_at: now + (preview ? PREVIEW_TTL_MS : NO_PREVIEW_TTL_MS),
    };
    await this.db
      .insertInto('chat_link_previews')
      .values(values)
      .onConflict((conflict) =>
        conflict.column('url').doUpdateSet({ preview: values.preview, expires_at: values.expires_at }),
      )
      .execute();
    // Expired rows go as new ones come, so the table holds about a day's links.
    await this.db.deleteFrom('chat_link_previews').where('expires_at', '<=', now).execute();
  }
}
