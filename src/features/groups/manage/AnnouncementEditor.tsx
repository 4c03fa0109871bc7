import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FormError } from '../../../ui/FormError';
import { useSettingAction } from '../../chat/use-setting-action';

interface AnnouncementEditorProps {
  initialText: string;
  onPublish: (text: string) => Promise<void>;
  onDone: () => void;
}

/** The owner's or an admin's draft of the announcement; publishing it notifies every member. */
export function AnnouncementEditor({ initialText, onPublish, onDone }: AnnouncementEditorProps) {
  const { t } = useLingui();
  const [text, setText] = useState(initialText);
  const { busy, error, run } = useSettingAction();
  const publish = async () => {
    if (await run(() => onPublish(text.trim()))) onDone();
  };
  return (
    <>
      <textarea
        className="announcement-editor"
        aria-label={t`Announcement`}
        value={text}
        maxLength={65_535}
        autoFocus
        onChange={(event) => setText(event.target.value)}
      />
      <FormError message={error} />
      <div className="manage-actions">
        <button
          type="button"
          className="primary-button"
          disabled={busy || text.trim() === initialText}
          onClick={() => void publish()}
        >
          {t`Publish`}
        </button>
        <button type="button" className="secondary-button" disabled={busy} onClick={onDone}>
          {t`Cancel`}
        </button>
      </div>
    </>
  );
}
