import { describe, expect, it } from 'vitest';
import type { PageToWorker, WorkerToPage } from './rpc-protocol';
import { connectSdkWorker } from './sdk-proxy';

/** A stand-in for the worker: records what the page posts and lets the test answer as the worker would. */
function fakeWorker() {
  const target = new EventTarget();
  const posted: PageToWorker[] = [];
  const worker = Object.assign(target, {
    postMessage(message: PageToWorker) {
      structuredClone(message);
      posted.push(message);
    },
  }) as unknown as Worker;
  const reply = (message: WorkerToPage) => target.dispatchEvent(new MessageEvent('message', { data: message }));
  const fail = (message: string) => target.dispatchEvent(Object.assign(new Event('error'), { message }));
  return { worker, posted, reply, fail };
}

describe('connectSdkWorker', () => {
  it('forwards any SDK method with its arguments and answers each call by its id', async () => {
    const { worker, posted, reply } = fakeWorker();
    const { sdk } = connectSdkWorker(worker);
    const file = new File(['x'], 'x.txt');
    const first = sdk.getSelfUserInfo();
    const second = sdk.fileMapSet('uuid/x.txt', file);
    expect(posted).toEqual([
      { type: 'call', id: 1, method: 'getSelfUserInfo', args: [] },
      { type: 'call', id: 2, method: 'fileMapSet', args: ['uuid/x.txt', file] },
    ]);
    reply({ type: 'result', id: 2, ok: true, value: undefined });
    reply({ type: 'result', id: 1, ok: true, value: { data: { userID: 'u1' }, errCode: 0 } });
    await expect(first).resolves.toEqual({ data: { userID: 'u1' }, errCode: 0 });
    await expect(second).resolves.toBeUndefined();
  });

  it('rejects with what the SDK rejected with', async () => {
    const { worker, reply } = fakeWorker();
    const { sdk } = connectSdkWorker(worker);
    const call = sdk.getUsersInfo(['nobody']);
    reply({ type: 'result', id: 1, ok: false, error: { errCode: 1004, errMsg: 'RecordNotFound' } });
    await expect(call).rejects.toEqual({ errCode: 1004, errMsg: 'RecordNotFound' });
  });

  it('asks for an event only while someone listens, and hands it to every listener', () => {
    const { worker, posted, reply } = fakeWorker();
    const { sdk } = connectSdkWorker(worker);
    const seen: unknown[] = [];
    const one = (payload: unknown) => seen.push(['one', payload]);
    const two = (payload: unknown) => seen.push(['two', payload]);
    sdk.on('OnConnectSuccess' as never, one);
    sdk.on('OnConnectSuccess' as never, two);
    reply({ type: 'event', event: 'OnConnectSuccess', payload: { data: '' } });
    reply({ type: 'event', event: 'OnKickedOffline', payload: { data: '' } });
    sdk.off('OnConnectSuccess' as never, one);
    sdk.off('OnConnectSuccess' as never, two);
    reply({ type: 'event', event: 'OnConnectSuccess', payload: { data: 'late' } });
    expect(seen).toEqual([
      ['one', { data: '' }],
      ['two', { data: '' }],
    ]);
    expect(posted).toEqual([
      { type: 'listen', event: 'OnConnectSuccess' },
      { type: 'unlisten', event: 'OnConnectSuccess' },
    ]);
  });

  it('is not a thenable, so awaiting the handle gives the handle', async () => {
    const { worker, posted } = fakeWorker();
    const { sdk } = connectSdkWorker(worker);
    expect(await Promise.resolve(sdk)).toBe(sdk);
    expect(posted).toEqual([]);
  });

  it('fails a call whose arguments cannot cross, and every call once the worker has failed', async () => {
    const { worker, fail } = fakeWorker();
    const { sdk } = connectSdkWorker(worker);
    await expect(sdk.sendMessage({ message: { f: () => 1 } } as never)).rejects.toThrow();
    const waiting = expect(sdk.getAllConversationList()).rejects.toEqual({
      errMsg: 'SDK worker failed: importScripts failed',
    });
    fail('importScripts failed');
    await waiting;
    await expect(sdk.getAllConversationList()).rejects.toEqual({ errMsg: 'SDK worker failed: importScripts failed' });
  });

  it('calls a function of the Go core by name, and asks which are registered', () => {
    const { worker, posted } = fakeWorker();
    const port = connectSdkWorker(worker);
    void port.coreFunction('getUserStatus', 'op', '["u1"]');
    void port.coreFunctions(['initSDK', 'speechToText']);
    expect(posted).toEqual([
      { type: 'core-function', id: 1, name: 'getUserStatus', args: ['op', '["u1"]'] },
      { type: 'core-functions', id: 2, names: ['initSDK', 'speechToText'] },
    ]);
  });
});
