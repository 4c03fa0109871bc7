/** Where the device is, as the browser's Geolocation reports it (deltas.md 16: no map provider involved). */
export interface Position {
  latitude: number;
  longitude: number;
  /** Metres. */
  accuracy: number;
}

/** One reading of the device's position; rejects when the user refuses or the browser cannot tell. */
export function currentPosition(geolocation: Geolocation | undefined = navigator.geolocation): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new Error('Geolocation is not available'));
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy }),
      (error) => reject(new Error(error.message || 'Position unavailable')),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  });
}
