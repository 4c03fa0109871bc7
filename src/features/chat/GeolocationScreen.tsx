import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { appStore } from '../../state/store';
import { sendLocation } from '../../sdk/rich-messages';
import { Screen } from '../../ui/Screen';
import { FormError } from '../../ui/FormError';
import { showToast } from '../../ui/toast/toast-atoms';
import { conversationsAtom } from '../../state/conversations/conversation-atoms';
import { currentPosition, type Position } from './rich/current-position';
import { formatCoordinates, placeDescription } from './rich/location-description';
import { MapPicture } from './rich/MapPicture';
import './rich/rich.css';

type Fix = { state: 'locating' } | { state: 'located'; position: Position } | { state: 'failed' };

/** /geolacationPage?conversationID=…: finds where the device is, lets the user name the place, and sends it. */
export function GeolocationScreen({ conversationID }: { conversationID?: string }) {
  const { t } = useLingui();
  const router = useRouter();
  const conversation = useAtomValue(conversationsAtom).find((c) => c.conversationID === conversationID);
  const [fix, setFix] = useState<Fix>({ state: 'locating' });
  const [name, setName] = useState('');
  const [addr, setAddr] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Asks the browser once; the state changes only when it answers.
  const requestPosition = useCallback(
    () =>
      currentPosition()
        .then((position) => setFix({ state: 'located', position }))
        .catch(() => {
          setFix({ state: 'failed' });
          showToast(appStore, t`Failed to get location`, 'failure');
        }),
    [t],
  );
  useEffect(() => {
    void requestPosition();
  }, [requestPosition]);
  const retry = () => {
    setFix({ state: 'locating' });
    void requestPosition();
  };

  if (!conversation) {
    return (
      <Screen title={t`Send location`}>
        <p className="empty-state">{t`Open a chat first, then share a location from its + menu.`}</p>
      </Screen>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (fix.state !== 'located') return;
    if (!name.trim()) {
      setError(t`Enter a name for this place`);
      return;
    }
    const { latitude, longitude } = fix.position;
    const place = { name: name.trim(), addr: addr.trim(), latitude, longitude };
    setBusy(true);
    setError(null);
    try {
      await sendLocation(appStore, conversation, { description: placeDescription(place), latitude, longitude });
      router.history.back();
    } catch {
      setError(t`The location was not sent. Try again.`);
      setBusy(false);
    }
  };

  const accuracyMetres = fix.state === 'located' ? Math.round(fix.position.accuracy) : 0;
  return (
    <Screen title={t`Send location`}>
      <div className="location-screen">
        {fix.state === 'locating' && <p role="status">{t`Finding your location…`}</p>}
        {fix.state === 'failed' && (
          <>
            <p role="alert">{t`Your location is not available. Allow location access for this site and try again.`}</p>
            <button type="button" className="secondary-button" onClick={retry}>
              <Trans>Try again</Trans>
            </button>
          </>
        )}
        {fix.state === 'located' && (
          <>
            <MapPicture latitude={fix.position.latitude} longitude={fix.position.longitude} large />
            <p className="location-coords">
              {formatCoordinates(fix.position)} · {t`accurate to ${accuracyMetres} m`}
            </p>
            <form className="form" onSubmit={(event) => void submit(event)} noValidate>
              <label>
                {t`Place name`}
                <input
                  name="name"
                  value={name}
                  maxLength={100}
                  placeholder={t`e.g. Office`}
                  aria-invalid={error && !name.trim() ? true : undefined}
                  onChange={(event) => setName(event.target.value)}
                />
              </label>
              <label>
                {t`Address (optional)`}
                <input name="addr" value={addr} maxLength={200} onChange={(event) => setAddr(event.target.value)} />
              </label>
              <FormError message={error} />
              <button type="submit" className="primary-button" disabled={busy}>
                <Trans>Send location</Trans>
              </button>
            </form>
          </>
        )}
      </div>
    </Screen>
  );
}
