import { atom } from 'jotai';

/** Set when a new version has installed and waits; calling it activates the new version and reloads. */
export const pendingUpdateAtom = atom<(() => void) | null>(null);
