import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { appStore } from '../../state/store';
import { SettingSwitch } from '../../ui/SettingSwitch';
import { showToast } from '../../ui/toast/toast-atoms';
import { notificationSettingsAtom } from '../../platform/notification-settings';
import { notificationPermission } from '../../platform/system-notifications';
import { changeNotificationSetting, setNotificationsEnabled } from '../../pwa/notification-actions';
import { readStorageReport, type StorageReport } from '../../platform/storage-persistence';
import { pushOffered } from '../../platform/web-push';
import { readEndpoints } from '../../config/endpoints';
import { readStoredSession } from '../../state/session/stored-session';

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

/** This browser's notifications (asked for only here and after the first sent message) and its storage. */
export function DeviceNotificationSettings() {
  const { t } = useLingui();
  const settings = useAtomValue(notificationSettingsAtom);
  const [permission, setPermission] = useState(notificationPermission);
  const on = settings.enabled && permission === 'granted';
  // Web Push is Parley's addition: against OpenIM's own IM server the switch would do nothing, so it is not offered.
  const session = readStoredSession();
  const push = useQuery({
    queryKey: ['push-offered', readEndpoints(localStorage, location.origin).apiUrl],
    queryFn: () => pushOffered(session!),
    enabled: Boolean(session),
    staleTime: Infinity,
    retry: false,
  });

  const toggle = async (next: boolean) => {
    const answer = await setNotificationsEnabled(appStore, next);
    setPermission(notificationPermission());
    if (answer === 'denied') showToast(appStore, t`Notifications are blocked in this browser's settings`, 'failure');
    if (answer === 'unsupported') showToast(appStore, t`This browser cannot show notifications`, 'failure');
  };

  return (
    <ul className="list settings-group" aria-label={t`Notifications on this device`}>
      <li>
        <SettingSwitch label={t`System notifications`} checked={on} onChange={toggle} />
      </li>
      <li>
        <SettingSwitch
          label={t`Private previews (only "New message")`}
          checked={settings.privatePreviews}
          disabled={!on}
          onChange={(next) => changeNotificationSetting(appStore, { privatePreviews: next })}
        />
      </li>
      {push.data === false ? (
        <li className="list-item setting-note">{t`This server cannot notify you while Parley is closed.`}</li>
      ) : (
        <li>
          <SettingSwitch
            label={t`Notify me when Parley is closed`}
            checked={on && settings.push}
            disabled={!on}
            onChange={(next) => changeNotificationSetting(appStore, { push: next })}
          />
        </li>
      )}
    </ul>
  );
}

/** How much this device stores for Parley, and whether the browser promised to keep it. */
export function StorageUsage() {
  const { t } = useLingui();
  const [report, setReport] = useState<StorageReport | null>(null);
  useEffect(() => {
    void readStorageReport().then(setReport);
  }, []);
  const used = report?.usedBytes;
  return (
    <ul className="list settings-group" aria-label={t`Storage on this device`}>
      <li className="list-item">{used == null ? t`Storage used: unknown` : t`Storage used: ${megabytes(used)} MB`}</li>
      <li className="list-item">
        {report?.persistent ? t`Storage is persistent` : t`Storage is not persistent: the browser may clear it`}
      </li>
    </ul>
  );
}
