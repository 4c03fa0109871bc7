import type { createStore } from 'jotai';
import { uploadProgressAtom } from '../state/messages/upload-progress-atoms';

type Store = ReturnType<typeof createStore>;
type On = <T>(event: string, handler: (data: T) => void) => void;

/** The SDK reports upload progress while sendMessage uploads a message's files (0–100). */
export function subscribeUploadProgress(store: Store, on: On): void {
  // CbEvents.OnProgress, spelt out: importing the SDK's enum starts its worker, which unit tests cannot.
  on<{ clientMsgID: string; progress: number }>('OnProgress', ({ clientMsgID, progress }) =>
    setUploadProgress(store, clientMsgID, progress),
  );
}

function setUploadProgress(store: Store, clientMsgID: string, progress: number): void {
  const percent = Math.max(0, Math.min(100, Math.round(progress)));
  store.set(uploadProgressAtom, (current) =>
    current[clientMsgID] === percent ? current : { ...current, [clientMsgID]: percent },
  );
}

export function clearUploadProgress(store: Store, clientMsgID: string): void {
  store.set(uploadProgressAtom, (current) => {
    if (!(clientMsgID in current)) return current;
    const { [clientMsgID]: _gone, ...rest } = current;
    return rest;
  });
}
