import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { sendFailureCodesAtom } from '../state/messages/message-atoms';
import { JOURNAL_SIZE } from '../state/messages/send-failure-journal';
import { storedSendFailure } from '../state/messages/send-failure-record';
import type { MessageItem } from '../state/sdk-types';
import { forgetSendFailure, forgetSendFailuresAtLogout, recordSendFailure, restoreSendFailures } from './send-failure';

// The SDK takes the localEx write and never answers: the page goes away before its store has saved it.
const setMessageLocalEx = vi.fn((_params: { localEx: string }) => new Promise<never>(() => {}));
vi.mock('./sdk-instance', () => ({ openIM: async () => ({ setMessageLocalEx }) }));

const message = (clientMsgID: string) => ({ clientMsgID, localEx: '' }) as MessageItem;
const BLOCKED = 1302;

/** A page of its own: a fresh store, signed in as `userID` from what this device kept. */
function reloadAs(userID: string) {
  const store = createStore();
  restoreSendFailures(store, userID);
  return store;
}

afterEach(() => {
  forgetSendFailuresAtLogout();
  localStorage.clear();
  setMessageLocalEx.mockClear();
});

describe('why a send was refused', () => {
  it('still shows after a reload that came before the SDK saved it', async () => {
    const store = reloadAs('ann');
    recordSendFailure(store, 'si_ann_ben', message('m1'), BLOCKED);
    expect(store.get(sendFailureCodesAtom)).toEqual({ m1: BLOCKED });
    await vi.waitFor(() => expect(setMessageLocalEx).toHaveBeenCalledOnce());
    expect(storedSendFailure({ localEx: setMessageLocalEx.mock.calls[0]![0].localEx })).toBe(BLOCKED);

    expect(reloadAs('ann').get(sendFailureCodesAtom)).toEqual({ m1: BLOCKED });
  });

  it('is dropped by a retry, never shown to another account, and forgotten at logout', () => {
    const store = reloadAs('ann');
    recordSendFailure(store, 'si_ann_ben', message('m1'), BLOCKED);
    recordSendFailure(store, 'si_ann_ben', message('m2'), BLOCKED);
    forgetSendFailure(store, 'm1');
    expect(store.get(sendFailureCodesAtom)).toEqual({ m2: BLOCKED });
    expect(reloadAs('ann').get(sendFailureCodesAtom)).toEqual({ m2: BLOCKED });

    expect(reloadAs('cat').get(sendFailureCodesAtom)).toEqual({});
    reloadAs('ann');
    forgetSendFailuresAtLogout();
    expect(reloadAs('ann').get(sendFailureCodesAtom)).toEqual({});
  });

  it('keeps the newest refusals, a bounded number of them', () => {
    const store = reloadAs('ann');
    for (let i = 0; i < JOURNAL_SIZE + 5; i++) recordSendFailure(store, 'si_ann_ben', message(`m${i}`), BLOCKED);
    const kept = reloadAs('ann').get(sendFailureCodesAtom);
    expect(Object.keys(kept)).toHaveLength(JOURNAL_SIZE);
    expect(kept).not.toHaveProperty('m4');
    expect(kept).toHaveProperty(`m${JOURNAL_SIZE + 4}`, BLOCKED);
  });
});
