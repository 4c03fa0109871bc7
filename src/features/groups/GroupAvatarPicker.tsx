import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { appStore } from '../../state/store';
import { uploadPicture } from '../../sdk/groups';
import { showToast } from '../../ui/toast/toast-atoms';
import { imReady } from '../auth/im-ready';

interface GroupAvatarPickerProps {
  /** What the picker shows: the current avatar and a caption. */
  children: ReactNode;
  className?: string;
  /** Gets the uploaded picture's URL. */
  onUploaded: (url: string) => Promise<void> | void;
}

/** A picture chosen from the device, uploaded to object storage; a failure shows the spec's "upload failed" toast. */
export function GroupAvatarPicker({ children, className = 'avatar-picker', onUploaded }: GroupAvatarPickerProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      // The screen may have been opened straight from the address bar, before the SDK signed in.
      await imReady();
      await onUploaded(await uploadPicture(file));
    } catch {
      showToast(appStore, t`Upload failed`, 'failure');
    } finally {
      setBusy(false);
    }
  };
  return (
    <label className={className} aria-busy={busy}>
      {children}
      <input
        type="file"
        accept="image/*"
        aria-label={t`Group avatar`}
        disabled={busy}
        onChange={(event) => {
          void pick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </label>
  );
}
