import { describe, expect, it } from 'vitest';
import {
  describedPlace,
  formatCoordinates,
  openStreetMapURL,
  parsePlace,
  placeDescription,
} from './location-description';

describe('parsePlace', () => {
  const elem = (description: string, latitude: unknown = 52.52, longitude: unknown = 13.405) =>
    ({ description, latitude, longitude }) as { description: string; latitude: number; longitude: number };

  it("reads the demos' JSON description", () => {
    const description = JSON.stringify({
      name: 'Office',
      addr: '1 Main St',
      latng: '52.5,13.4',
      module: 'locationPicker',
      url: 'https://example.com/static.png',
    });
    expect(parsePlace(elem(description))).toEqual({
      name: 'Office',
      addr: '1 Main St',
      latitude: 52.52,
      longitude: 13.405,
    });
  });

  it('round-trips what Parley sends', () => {
    const place = { name: '<img src=x>', addr: '', latitude: -33.8, longitude: 151.2 };
    expect(parsePlace(elem(placeDescription(place), -33.8, 151.2))).toEqual(place);
    expect(JSON.parse(placeDescription(place))).toEqual(place);
  });

  it('falls back to the coordinates when the description is unusable', () => {
    for (const description of ['', '[1,2]', 'null', '{"name":42,"addr":{}}', '7']) {
      expect(parsePlace(elem(description))).toEqual({ name: '', addr: '', latitude: 52.52, longitude: 13.405 });
    }
  });

  it('takes plain text (older clients) or a JSON string as the name', () => {
    expect(parsePlace(elem('Cafe by the river'))?.name).toBe('Cafe by the river');
    expect(parsePlace(elem('{not json'))?.name).toBe('{not json');
    expect(parsePlace(elem('"Quoted"'))?.name).toBe('Quoted');
  });

  it('refuses missing or impossible coordinates', () => {
    expect(parsePlace(undefined)).toBeNull();
    expect(parsePlace(elem('{}', '52', 13))).toBeNull();
    expect(parsePlace(elem('{}', 91, 13))).toBeNull();
    expect(parsePlace(elem('{}', 10, -181))).toBeNull();
    expect(parsePlace(elem('{}', Number.NaN, 0))).toBeNull();
  });
});

describe('describedPlace', () => {
  it('trims the name and address', () => {
    expect(describedPlace('{"name":"  Home ","addr":" Street 1 "}')).toEqual({ name: 'Home', addr: 'Street 1' });
    expect(describedPlace(undefined)).toEqual({ name: '', addr: '' });
  });
});

describe('coordinates and map link', () => {
  it('writes hemispheres', () => {
    expect(formatCoordinates({ latitude: 52.52, longitude: 13.405 })).toBe('52.52000°N, 13.40500°E');
    expect(formatCoordinates({ latitude: -33.86785, longitude: -151.20732 })).toBe('33.86785°S, 151.20732°W');
  });

  it('opens OpenStreetMap with a marker', () => {
    const url = new URL(openStreetMapURL({ latitude: 52.52, longitude: 13.405 }));
    expect(url.origin).toBe('https://www.openstreetmap.org');
    expect(url.searchParams.get('mlat')).toBe('52.52');
    expect(url.searchParams.get('mlon')).toBe('13.405');
  });
});
