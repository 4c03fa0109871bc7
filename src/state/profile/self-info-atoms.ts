import { atom } from 'jotai';
import type { SelfInfo } from './self-info';

/** The signed-in user, loaded at session start and refreshed on the SDK's OnSelfInfoUpdated; null signed out. */
export const selfInfoAtom = atom<SelfInfo | null>(null);
