import { describe, expect, it } from 'vitest';
import { clearAdminSession, readAdminSession, saveAdminSession } from './admin-session';

const memoryStorage = (): Storage => {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
};

describe('the admin console session', () => {
  it('is read back until it expires, then forgotten', () => {
    const storage = memoryStorage();
    saveAdminSession({ token: 't', userID: 'imAdmin', expiresAt: 2_000, via: 'secret' }, storage);
    expect(readAdminSession(storage, 1_000)).toEqual({
      token: 't',
      userID: 'imAdmin',
      expiresAt: 2_000,
      via: 'secret',
    });
    expect(readAdminSession(storage, 2_000)).toBeNull();
    expect(storage.length).toBe(0);
  });

  it('ignores anything malformed, and is gone after clearing', () => {
    const storage = memoryStorage();
    storage.setItem('parley.admin-session', '{not json');
    expect(readAdminSession(storage)).toBeNull();
    storage.setItem('parley.admin-session', JSON.stringify({ token: 5, userID: 'x', expiresAt: 9e15 }));
    expect(readAdminSession(storage)).toBeNull();
    saveAdminSession({ token: 't', userID: 'u', expiresAt: 9e15, via: 'account' }, storage);
    clearAdminSession(storage);
    expect(readAdminSession(storage)).toBeNull();
  });
});
