/**
 * The map picture a location shows (deltas.md 16). Nothing is configured by default, so no third party learns where
 * users are; a deployment can set VITE_MAP_IMAGE_URL at build time, and a user can set one on /config.
 *
 * A template is an http(s) address with placeholders, either
 * - a tile server: {z}, {x} and {y}, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png, or
 * - a static-map service: {lat}, {lon} and optionally {z}, e.g. https://maps.example/static?center={lat},{lon}&zoom={z}.
 */
const STORAGE_KEY = 'parley.mapImageUrl';
const MAP_ZOOM = 16;

export function readMapTemplate(storage: Pick<Storage, 'getItem'>, buildDefault: string | undefined): string {
  const stored = storage.getItem(STORAGE_KEY);
  if (stored !== null) return stored;
  return buildDefault && isMapTemplate(buildDefault) ? buildDefault : '';
}

/** Saves a template; an empty one turns the map pictures off, even when the build configured one. */
export function saveMapTemplate(template: string, storage: Pick<Storage, 'setItem'>): void {
  storage.setItem(STORAGE_KEY, template.trim());
}

export function resetMapTemplate(storage: Pick<Storage, 'removeItem'>): void {
  storage.removeItem(STORAGE_KEY);
}

const isTileTemplate = (template: string) => ['{z}', '{x}', '{y}'].every((p) => template.includes(p));
const isStaticTemplate = (template: string) => ['{lat}', '{lon}'].every((p) => template.includes(p));

/** An http(s) address with the placeholders of one of the two kinds. */
export function isMapTemplate(template: string): boolean {
  const trimmed = template.trim();
  if (!isTileTemplate(trimmed) && !isStaticTemplate(trimmed)) return false;
  try {
    const url = new URL(trimmed.replace(/\{(z|x|y|lat|lon)\}/g, '0'));
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export interface MapImage {
  url: string;
  /** A square tile, or a static map centred on the place. */
  kind: 'tile' | 'static';
  /** Where the place is on the picture, in percent of its width and height. */
  marker: { left: number; top: number };
}

/** The picture for a place, or null without a usable template. */
export function mapImage(template: string, latitude: number, longitude: number, zoom = MAP_ZOOM): MapImage | null {
  if (!isMapTemplate(template)) return null;
  const fill = (values: Record<string, string | number>) =>
    template.trim().replace(/\{(z|x|y|lat|lon)\}/g, (_, key: string) => String(values[key] ?? ''));
  if (isTileTemplate(template)) {
    // Web Mercator tile numbering, as every slippy-map tile server uses it.
    const n = 2 ** zoom;
    const rad = (latitude * Math.PI) / 180;
    const x = ((longitude + 180) / 360) * n;
    const y = ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n;
    const tileX = Math.min(n - 1, Math.max(0, Math.floor(x)));
    const tileY = Math.min(n - 1, Math.max(0, Math.floor(y)));
    return {
      url: fill({ z: zoom, x: tileX, y: tileY, lat: latitude, lon: longitude }),
      kind: 'tile',
      marker: { left: (x - tileX) * 100, top: (y - tileY) * 100 },
    };
  }
  return { url: fill({ z: zoom, lat: latitude, lon: longitude }), kind: 'static', marker: { left: 50, top: 50 } };
}

/** The template in force in this browser. */
export const configuredMapTemplate = () => readMapTemplate(localStorage, import.meta.env.VITE_MAP_IMAGE_URL);
