import { useId } from 'react';
import type { LinkPreview } from '../../../../wire/link-preview';
import './link-preview.css';

/**
 * A page's card under a message: an article named by the page's title, the whole card one link to the page. The
 * picture is the server's re-encoded copy (a data: URL), so showing it fetches nothing from the page.
 */
export function LinkPreviewCard({ preview }: { preview: LinkPreview }) {
  const titleID = useId();
  // What the service says is checked again: only a web page is linked, only its own re-encoded picture shown.
  const href = /^https?:\/\//i.test(preview.url) ? preview.url : undefined;
  const image = preview.image.startsWith('data:image/webp;base64,') ? preview.image : '';
  return (
    <article className="link-preview" aria-labelledby={titleID}>
      <a href={href} target="_blank" rel="noopener noreferrer" className="link-preview-link">
        {image && <img className="link-preview-image" src={image} alt="" />}
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
