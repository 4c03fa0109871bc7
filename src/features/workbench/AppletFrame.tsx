import { createPortal } from 'react-dom';
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { useModalDialog } from '../../ui/use-modal-dialog';

/**
 * An applet inside the app: a full-screen dialog with its page in a sandboxed frame. Sites that refuse to be framed
 * show nothing there, so "Open in browser" is always offered.
 */
export function AppletFrame({ name, url, onClose }: { name: string; url: string; onClose: () => void }) {
  const { t } = useLingui();
  const dialog = useModalDialog();
  return createPortal(
    <dialog ref={dialog} className="applet-frame" aria-label={name} onCancel={onClose}>
      <header className="screen-header">
        <button type="button" className="icon-button" aria-label={t`Close`} onClick={onClose}>
          <X size={22} />
        </button>
        <div className="screen-title">
          <h1>{name}</h1>
        </div>
        <a href={url} target="_blank" rel="noopener noreferrer" className="applet-external">
          {t`Open in browser`}
        </a>
      </header>
      <iframe
        title={name}
        src={url}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        referrerPolicy="no-referrer"
      />
    </dialog>,
    document.body,
  );
}
