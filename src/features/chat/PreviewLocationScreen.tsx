import { useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { formatCoordinates, openStreetMapURL } from './rich/location-description';
import { MapPicture } from './rich/MapPicture';
import './rich/rich.css';

interface PreviewLocationScreenProps {
  name?: string;
  addr?: string;
  latitude?: number;
  longitude?: number;
}

/** /previewLocation: a place from a location message, with a link that opens it on a real map. */
export function PreviewLocationScreen({ name, addr, latitude, longitude }: PreviewLocationScreenProps) {
  const { t } = useLingui();
  const usable =
    latitude !== undefined && longitude !== undefined && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  if (!usable) {
    return (
      <Screen title={t`Location`}>
        <p className="empty-state">{t`This location cannot be shown.`}</p>
      </Screen>
    );
  }
  const place = { latitude, longitude };
  return (
    <Screen title={t`Location`}>
      <div className="location-screen">
        <MapPicture latitude={latitude} longitude={longitude} large />
        <h2>{name || t`Location`}</h2>
        {addr && <address>{addr}</address>}
        <p className="location-coords">{formatCoordinates(place)}</p>
        <a
          className="primary-button rich-link-button"
          href={openStreetMapURL(place)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t`Open in map`}
        </a>
      </div>
    </Screen>
  );
}
