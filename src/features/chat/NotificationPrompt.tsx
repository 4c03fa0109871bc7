import { useRef } from 'react';
import { useAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { appStore } from '../../state/store';
import { markPromptedForNotifications, notificationPromptAtom } from '../../platform/notification-settings';
import { setNotificationsEnabled } from '../../pwa/notification-actions';
import { focusPastNotice } from '../../ui/focus-past-notice';
import './notification-prompt.css';

/** The one-time offer after the first sent message: the browser is asked only when the user says yes. */
export function NotificationPrompt() {
  const { t } = useLingui();
  const [shown, setShown] = useAtom(notificationPromptAtom);
  const region = useRef<HTMLDivElement>(null);
  if (!shown) return null;
  const close = () => {
    focusPastNotice(region.current);
    markPromptedForNotifications();
    setShown(false);
  };
  return (
    <div ref={region} className="notification-prompt" role="region" aria-label={t`Notifications`}>
      <p>{t`Get a notification when a message arrives while Parley is in the background?`}</p>
      <div className="notification-prompt-actions">
        <button type="button" className="secondary-button" onClick={close}>
          {t`Not now`}
        </button>
        <button
          type="button"
          className="primary-button"
          onClick={() => {
            close();
            void setNotificationsEnabled(appStore, true);
          }}
        >
          {t`Turn on notifications`}
        </button>
      </div>
    </div>
  );
}
