import { useLingui } from '@lingui/react/macro';

/** Above the textarea while editing a sent message: what is being changed, and a way back (Escape does the same). */
export function EditBar({ original, onCancel }: { original: string; onCancel: () => void }) {
  const { t } = useLingui();
  return (
    <div className="quote-bar edit-bar" role="group" aria-label={t`Editing message`}>
      <div className="quote-bar-text">
        <strong>{t`Editing message`}</strong>
        <span>{original}</span>
      </div>
      <button type="button" className="secondary-button edit-bar-cancel" onClick={onCancel}>
        {t`Cancel`}
      </button>
    </div>
  );
}
