import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { clearUploadProgress, subscribeUploadProgress } from './upload-progress';
import { uploadProgressAtom } from '../state/messages/upload-progress-atoms';

describe('upload progress', () => {
  it('follows the SDK’s OnProgress per message, in whole percent, until the send ends', () => {
    const store = createStore();
    const handlers = new Map<string, (data: unknown) => void>();
    subscribeUploadProgress(store, (event, handler) => handlers.set(event, handler as (data: unknown) => void));
    const progress = handlers.get('OnProgress')!;

    progress({ clientMsgID: 'a', progress: 12.6 });
    progress({ clientMsgID: 'b', progress: 140 });
    expect(store.get(uploadProgressAtom)).toEqual({ a: 13, b: 100 });

    clearUploadProgress(store, 'a');
    expect(store.get(uploadProgressAtom)).toEqual({ b: 100 });
  });
});
