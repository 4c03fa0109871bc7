import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { useLinkPreview } from '../../../api/link-preview';
import { LinkPreviewCard } from './LinkPreviewCard';
import { previewLink } from './preview-link';

/** How long the text must rest before its link is looked up: a link being typed is not fetched at every key. */
const SETTLE_MS = 600;

/**
 * The card the message being written will show, above the message box, with a button that removes it: the sender
 * decides before sending (MessageEditor sends the choice in the message's ex, wire/link-preview.ts).
 */
export function ComposerLinkPreview({
  text,
  removedURL,
  onRemove,
}: {
  text: string;
  /** The link whose card the sender removed, if any; another link brings a card back. */
  removedURL: string | null;
  onRemove: (url: string) => void;
}) {
  const url = useSettled(previewLink(text));
  // Only a message with a link asks for a card.
  return url && url !== removedURL ? <ComposerCard url={url} onRemove={onRemove} /> : null;
}

function ComposerCard({ url, onRemove }: { url: string; onRemove: (url: string) => void }) {
  const { t } = useLingui();
  const preview = useLinkPreview(url);
  if (!preview) return null;
  return (
    <section className="composer-link-preview" aria-label={t`Link preview`}>
      <LinkPreviewCard preview={preview} />
      <button
        type="button"
        className="composer-link-preview-remove"
        aria-label={t`Remove link preview`}
        title={t`Remove link preview`}
        onClick={() => onRemove(url)}
      >
        <X size={18} aria-hidden="true" />
      </button>
    </section>
  );
}

function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}
