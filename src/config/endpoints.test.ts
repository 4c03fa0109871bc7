import { describe, expect, it } from 'vitest';
import { defaultEndpoints, readEndpoints, saveEndpoints } from './endpoints';

const memoryStorage = () => {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
};

describe('endpoints', () => {
  it('defaults to the page origin', () => {
    expect(defaultEndpoints('https://im.example.com')).toEqual({
      apiUrl: 'https://im.example.com/api',
      wsUrl: 'wss://im.example.com/msg_gateway',
      chatUrl: 'https://im.example.com/chat',
      platformID: 5,
      logLevel: 3,
    });
    expect(defaultEndpoints('http://127.0.0.1:10080').wsUrl).toBe('ws://127.0.0.1:10080/msg_gateway');
  });

  it('returns what was saved', () => {
    const storage = memoryStorage();
    const custom = {
      ...defaultEndpoints('http://localhost'),
      apiUrl: 'https://openim.example.com:10002',
      platformID: 3,
    };
    saveEndpoints(custom, storage);
    expect(readEndpoints(storage, 'http://localhost')).toEqual(custom);
  });

  it('refuses to save a malformed URL', () => {
    expect(() =>
      saveEndpoints({ ...defaultEndpoints('http://localhost'), wsUrl: 'http://nope' }, memoryStorage()),
    ).toThrow();
  });

  it('ignores corrupt stored data', () => {
    const storage = memoryStorage();
    storage.setItem('parley.endpoints', '{oops');
    expect(readEndpoints(storage, 'http://localhost')).toEqual(defaultEndpoints('http://localhost'));
  });
});
