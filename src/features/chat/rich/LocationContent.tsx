import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { MessageItem } from '../../../state/sdk-types';
import { formatCoordinates, parsePlace } from './location-description';
import { MapPicture } from './MapPicture';
import './rich.css';

/** A shared place: its name, address and coordinates (and a map when configured); a tap opens /previewLocation. */
export function LocationContent({ message }: { message: MessageItem }) {
  const { t } = useLingui();
  const place = parsePlace(message.locationElem);
  if (!place) return <span className="message-text">{t`[Location]`}</span>;
  const { name, addr, latitude, longitude } = place;
  return (
    <Link
      to="/previewLocation"
      search={{ name: name || undefined, addr: addr || undefined, latitude, longitude }}
      className="message-location"
    >
      <MapPicture latitude={latitude} longitude={longitude} />
      <span className="message-location-name">{name || t`Location`}</span>
      {addr && <span className="message-location-addr">{addr}</span>}
      <span className="message-location-coords">{formatCoordinates(place)}</span>
    </Link>
  );
}
