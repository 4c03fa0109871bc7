import { useLingui } from '@lingui/react/macro';
import { useInstall } from './use-install';

/** Settings' way to install the app; absent where the browser cannot install it, or it runs installed. */
export function InstallEntry() {
  const { t } = useLingui();
  const { available, start, dialog } = useInstall();
  if (!available) return null;
  return (
    <div className="settings-group">
      <button type="button" className="list-item" onClick={start}>
        {t`Install Parley`}
      </button>
      {dialog}
    </div>
  );
}
