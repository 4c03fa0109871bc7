import { describe, expect, it } from 'vitest';
import { isMapTemplate, mapImage, readMapTemplate, resetMapTemplate, saveMapTemplate } from './map-image';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

describe('map templates', () => {
  it('accepts http(s) tile and static-map templates only', () => {
    expect(isMapTemplate('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(true);
    expect(isMapTemplate('http://maps.example/static?c={lat},{lon}&z={z}')).toBe(true);
    expect(isMapTemplate('https://tile.example/{z}/{x}.png')).toBe(false);
    expect(isMapTemplate('javascript:alert("{lat}{lon}")')).toBe(false);
    expect(isMapTemplate('')).toBe(false);
  });

  it('is off by default, takes the build default, and a saved value wins (even an empty one)', () => {
    const storage = memoryStorage();
    expect(readMapTemplate(storage, undefined)).toBe('');
    expect(readMapTemplate(storage, 'not a template')).toBe('');
    const tiles = 'https://tile.example/{z}/{x}/{y}.png';
    expect(readMapTemplate(storage, tiles)).toBe(tiles);
    saveMapTemplate('', storage);
    expect(readMapTemplate(storage, tiles)).toBe('');
    saveMapTemplate(' https://maps.example/?c={lat},{lon} ', storage);
    expect(readMapTemplate(storage, tiles)).toBe('https://maps.example/?c={lat},{lon}');
    resetMapTemplate(storage);
    expect(readMapTemplate(storage, tiles)).toBe(tiles);
  });
});

describe('mapImage', () => {
  it('picks the tile that holds the place, and where in it the place is', () => {
    // Zoom 1: four tiles; (0, 0) lies where all four meet.
    expect(mapImage('https://t.example/{z}/{x}/{y}.png', 0, 0, 1)).toEqual({
      url: 'https://t.example/1/1/1.png',
      kind: 'tile',
      marker: { left: 0, top: 0 },
    });
    const berlin = mapImage('https://t.example/{z}/{x}/{y}.png', 52.52, 13.405, 16)!;
    expect(berlin.url).toBe('https://t.example/16/35208/21492.png');
    expect(berlin.marker.left).toBeGreaterThanOrEqual(0);
    expect(berlin.marker.left).toBeLessThan(100);
    expect(berlin.marker.top).toBeGreaterThanOrEqual(0);
    expect(berlin.marker.top).toBeLessThan(100);
  });

  it('fills a static-map template and centres the marker', () => {
    expect(mapImage('https://m.example/?c={lat},{lon}&z={z}', -33.5, 151.25, 15)).toEqual({
      url: 'https://m.example/?c=-33.5,151.25&z=15',
      kind: 'static',
      marker: { left: 50, top: 50 },
    });
  });

  it('gives nothing without a usable template', () => {
    expect(mapImage('', 1, 2)).toBeNull();
    expect(mapImage('ftp://t.example/{z}/{x}/{y}', 1, 2)).toBeNull();
  });
});
