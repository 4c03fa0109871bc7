import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FormDialog } from '../FormDialog';
import { useAdminAction } from '../directory/use-admin-action';
import type { AdminApplet, AppletFields } from './applets-api';

interface AppletDialogProps {
  /** The applet being edited; none to add one. */
  applet?: AdminApplet;
  onSave: (fields: AppletFields) => Promise<unknown>;
  onClose: () => void;
}

/** Only http(s) addresses open in the workbench (the server refuses anything else too). */
const isWebAddress = (text: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

/** Adds or edits a workbench applet: its name, address, icon, appID, version, and whether the workbench shows it. */
export function AppletDialog({ applet, onSave, onClose }: AppletDialogProps) {
  const { t } = useLingui();
  const [name, setName] = useState(applet?.name ?? '');
  const [url, setUrl] = useState(applet?.url ?? 'https://');
  const [icon, setIcon] = useState(applet?.icon ?? '');
  const [appID, setAppID] = useState(applet?.appID ?? '');
  const [version, setVersion] = useState(applet?.version ?? '');
  const [shown, setShown] = useState((applet?.status ?? 1) === 1);
  const { busy, error, run, setError } = useAdminAction();

  const save = async () => {
    if (!name.trim()) return setError(t`Enter a name.`);
    if (!isWebAddress(url.trim())) return setError(t`The address must start with https:// or http://.`);
    if (icon.trim() && !isWebAddress(icon.trim()))
      return setError(t`The icon address must start with https:// or http://, or be empty.`);
    const fields: AppletFields = {
      name: name.trim(),
      url: url.trim(),
      icon: icon.trim(),
      appID: appID.trim(),
      version: version.trim(),
      status: shown ? 1 : 2,
    };
    if (await run(() => onSave(fields))) onClose();
  };

  return (
    <FormDialog
      title={applet ? t`Edit ${applet.name || applet.id}` : t`Add an applet`}
      confirmLabel={applet ? t`Save` : t`Add`}
      busy={busy}
      error={error}
      className="admin-member-dialog"
      onSubmit={() => void save()}
      onCancel={onClose}
    >
      <label>
        {t`Name`}
        <input value={name} maxLength={64} required onChange={(event) => setName(event.target.value)} />
      </label>
      <label>
        {t`Address`}
        <input type="url" value={url} maxLength={2048} required onChange={(event) => setUrl(event.target.value)} />
      </label>
      <label>
        {t`Icon address (optional)`}
        <input type="url" value={icon} maxLength={2048} onChange={(event) => setIcon(event.target.value)} />
      </label>
      <label>
        {t`App ID (optional)`}
        <input value={appID} maxLength={64} onChange={(event) => setAppID(event.target.value)} />
      </label>
      <label>
        {t`Version (optional)`}
        <input value={version} maxLength={32} onChange={(event) => setVersion(event.target.value)} />
      </label>
      <label className="admin-check">
        <input type="checkbox" checked={shown} onChange={(event) => setShown(event.target.checked)} />
        {t`Show on the workbench`}
      </label>
    </FormDialog>
  );
}
