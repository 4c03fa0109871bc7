import type { MessageItem } from '../../../state/sdk-types';

/** A place as a location message carries it: what the sender called it and where it is. */
export interface Place {
  /** The name the sender gave the place; empty when the message has none. */
  name: string;
  /** An optional address line. */
  addr: string;
  latitude: number;
  longitude: number;
}

const isCoordinate = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/**
 * Reads a location message. locationElem.description is JSON with the place's name (product-spec §3; OpenIM's demos
 * add addr, latitude, longitude and a map URL); older or foreign clients send plain text or garbage. The coordinates
 * come from the element itself, which the SDK types as numbers; anything else makes the place unusable (null).
 */
export function parsePlace(elem: MessageItem['locationElem'] | undefined): Place | null {
  if (!elem) return null;
  const latitude = isCoordinate(elem.latitude, 90) ? elem.latitude : null;
  const longitude = isCoordinate(elem.longitude, 180) ? elem.longitude : null;
  if (latitude === null || longitude === null) return null;
  return { ...describedPlace(elem.description), latitude, longitude };
}

/** The name and address in a description: JSON {name, addr}, a JSON string, or plain text as the name. */
export function describedPlace(description: string | undefined): { name: string; addr: string } {
  if (!description) return { name: '', addr: '' };
  let value: unknown;
  try {
    value = JSON.parse(description);
  } catch {
    return { name: description.trim(), addr: '' };
  }
  if (typeof value === 'string') return { name: value.trim(), addr: '' };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { name: '', addr: '' };
  const { name, addr } = value as { name?: unknown; addr?: unknown };
  return {
    name: typeof name === 'string' ? name.trim() : '',
    addr: typeof addr === 'string' ? addr.trim() : '',
  };
}

/** The description a location message is sent with: the demos' JSON shape, so their clients read our places too. */
export function placeDescription(place: Place): string {
  return JSON.stringify({ name: place.name, addr: place.addr, latitude: place.latitude, longitude: place.longitude });
}

/** Coordinates as people read them: 5 decimals (about a metre), with N/S and E/W. */
export function formatCoordinates({ latitude, longitude }: Pick<Place, 'latitude' | 'longitude'>): string {
  const lat = `${Math.abs(latitude).toFixed(5)}°${latitude < 0 ? 'S' : 'N'}`;
  const lon = `${Math.abs(longitude).toFixed(5)}°${longitude < 0 ? 'W' : 'E'}`;
  return `${lat}, ${lon}`;
}

/** OpenStreetMap centred on the place with a marker: works everywhere, needs no key. */
export function openStreetMapURL({ latitude, longitude }: Pick<Place, 'latitude' | 'longitude'>): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
}
