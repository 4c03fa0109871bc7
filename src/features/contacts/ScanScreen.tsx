import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { appStore } from '../../state/store';
import { Screen } from '../../ui/Screen';
import { showToast } from '../../ui/toast/toast-atoms';
import { decodeQr, decodeQrFile } from './qr-decoder';
import { parseQrPayload } from './qr-payload';
import './scan.css';

/** How often a camera frame is decoded: often enough to feel instant, rare enough to leave the CPU alone. */
const FRAME_INTERVAL_MS = 250;

type CameraState = 'starting' | 'on' | 'unavailable';

/** Scans a Parley QR card with the camera or from a picture, and opens the user's or group's card it names. */
export function ScanScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const [camera, setCamera] = useState<CameraState>('starting');
  const [unrecognised, setUnrecognised] = useState<string | null>(null);
  const [noCodeInPicture, setNoCodeInPicture] = useState(false);
  const scanning = useRef(true);
  const workCanvas = () => (canvas.current ??= document.createElement('canvas'));

  /** A decoded text: a card to open, or something shown as plain text and never followed. */
  const handle = useCallback(
    (text: string) => {
      const target = parseQrPayload(text);
      if (target.kind === 'unknown') {
        scanning.current = false;
        setUnrecognised(target.text);
        return;
      }
      scanning.current = false;
      void navigate(
        target.kind === 'user'
          ? { to: '/userCard', search: target.search, replace: true }
          : { to: '/groupCard', search: target.search, replace: true },
      );
    },
    [navigate],
  );

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const refuse = () => {
      if (stopped) return;
      setCamera('unavailable');
      showToast(appStore, t`Failed to get permission or browser unsupported`, 'failure');
    };
    const tick = async () => {
      const element = video.current;
      if (!stopped && scanning.current && element && element.readyState >= element.HAVE_CURRENT_DATA) {
        const text = await decodeQr(element, workCanvas()).catch(() => null);
        if (text && !stopped && scanning.current) handle(text);
      }
      if (!stopped) timer = setTimeout(() => void tick(), FRAME_INTERVAL_MS);
    };
    if (!navigator.mediaDevices?.getUserMedia) {
      refuse();
      return;
    }
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return media.getTracks().forEach((track) => track.stop());
        video.current.srcObject = media;
        await video.current.play().catch(() => undefined);
        setCamera('on');
        void tick();
      })
      .catch(refuse);
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [handle, t]);

  const readPicture = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setNoCodeInPicture(false);
    setUnrecognised(null);
    const text = await decodeQrFile(file, workCanvas()).catch(() => null);
    if (text) handle(text);
    else setNoCodeInPicture(true);
  };

  const scanAgain = () => {
    setUnrecognised(null);
    scanning.current = true;
  };

  return (
    <Screen title={t`Scan QR code`}>
      <div className="scan">
        <div className="scan-viewfinder" data-camera={camera}>
          <video ref={video} muted playsInline aria-label={t`Camera`} />
          {camera === 'unavailable' ? (
            <p role="alert">
              <Trans>Failed to get permission or browser unsupported</Trans>
            </p>
          ) : null}
        </div>
        {unrecognised !== null ? (
          <div className="scan-result" role="alert">
            <p>
              <Trans>Unrecognised QR code</Trans>
            </p>
            <p className="scan-result-text">{unrecognised}</p>
            <button type="button" className="secondary-button" onClick={scanAgain}>
              <Trans>Scan again</Trans>
            </button>
          </div>
        ) : null}
        {noCodeInPicture ? (
          <p className="scan-result" role="alert">
            <Trans>No QR code found in this picture</Trans>
          </p>
        ) : null}
        <label className="secondary-button scan-picture">
          <Trans>Scan a picture</Trans>
          <input type="file" accept="image/*" onChange={(event) => void readPicture(event)} />
        </label>
        <p className="scan-hint">
          <Trans>Point your camera at a Parley QR code.</Trans>
        </p>
      </div>
    </Screen>
  );
}
