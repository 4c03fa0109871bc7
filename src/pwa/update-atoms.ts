import { atom } from 'jotai';

/** Set when a new version has installed and waits; calling it activates the new version and reloads. */
export const pendingUpdateAtom = atom<(() => void) | null>(null);

/** True once a first install has stored the app and the SDK core: the app now opens and starts offline. */
export const offlineReadyAtom = atom(false);
