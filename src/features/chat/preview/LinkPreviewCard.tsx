import { useId } from 'react';
import type { LinkPreview } from '../../../../wire/link-preview';
import './link-preview.css';

/**
 * A page's card under a message: an article named by the page's title, the whole card one link to the page. The
 * picture is the server's re-encoded copy (a data: URL), so showing it fetches nothing from the page.
 */
export function LinkPreviewCard({ preview }: { preview: LinkPreview }) {
  const titleID = useId();
  return (
    <article className="link-preview" aria-labelledby={titleID}>
      <a href={preview.url} target="_blank" rel="noopener noreferrer" className="link-preview-link">
        {preview.image && <img className="link-preview-image" src={preview.image} alt="" />}
        <span className="link-preview-text">
          <span className="link-preview-site">{preview.siteName}</span>
          <strong id={titleID} className="link-preview-title">
            {preview.title}
          </strong>
          {preview.description && <span className="link-preview-description">{preview.description}</span>}
        </span>
      </a>
    </article>
  );
}
