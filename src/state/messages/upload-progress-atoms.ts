import { atom } from 'jotai';

/** How far each uploading message is, in percent, by clientMsgID; a message leaves the map when its send ends. */
export const uploadProgressAtom = atom<Record<string, number>>({});

/** Messages whose upload the user cancelled and that are waiting for the SDK to give up. */
export const cancellingUploadsAtom = atom<Record<string, true>>({});
