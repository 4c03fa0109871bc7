import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { configuredMapTemplate, mapImage } from '../../../config/map-image';

/** The map around a place with a pin on it, when a map template is configured (deltas.md 16); else nothing. */
export function MapPicture({
  latitude,
  longitude,
  large = false,
}: {
  latitude: number;
  longitude: number;
  large?: boolean;
}) {
  const { t } = useLingui();
  const image = mapImage(configuredMapTemplate(), latitude, longitude);
  const [failed, setFailed] = useState<string | null>(null);
  if (!image || failed === image.url) return null;
  return (
    <span className="map-picture" data-large={large} data-kind={image.kind}>
      <img src={image.url} alt={t`Map`} referrerPolicy="no-referrer" onError={() => setFailed(image.url)} />
      <span className="map-pin" aria-hidden style={{ left: `${image.marker.left}%`, top: `${image.marker.top}%` }} />
    </span>
  );
}
