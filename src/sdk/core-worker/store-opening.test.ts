import { describe, expect, it } from 'vitest';
import { storeOpening, type StoreDatabase } from './store-opening';

const ok = JSON.stringify({ errCode: 0, errMsg: '', data: '' });

function recordingDatabase(answer = ok) {
  const calls: string[] = [];
  const database: StoreDatabase = {
    initDB: (userID, directory) => {
      calls.push(`initDB ${userID} ${directory}`);
      return Promise.resolve(answer);
    },
    close: () => Promise.resolve(calls.push('close')),
  };
  return { calls, database: () => database };
}

describe('storeOpening', () => {
  it('opens the stored user’s store once, and answers that user’s login opening with it', async () => {
    const { calls, database } = recordingDatabase();
    const opening = storeOpening(database);
    opening.open('alice');
    opening.open('alice');
    await opening.beforeLogin('alice');
    await expect(opening.initDB('alice', './')).resolves.toBe(ok);
    expect(calls).toEqual(['initDB alice ./']);
    // Once: a later opening (after the core's logout closed the store) opens it.
    await opening.initDB('alice', './');
    expect(calls).toEqual(['initDB alice ./', 'initDB alice ./']);
  });

  it('opens again at login when the early opening failed', async () => {
    const failed = JSON.stringify({ errCode: 10001, errMsg: 'no', data: '' });
    const { calls, database } = recordingDatabase(failed);
    const opening = storeOpening(database);
    opening.open('alice');
    await opening.beforeLogin('alice');
    await opening.initDB('alice', './');
    expect(calls).toEqual(['initDB alice ./', 'initDB alice ./']);
  });

  it('closes it before anyone else logs in, so that their login opens their own', async () => {
    const { calls, database } = recordingDatabase();
    const opening = storeOpening(database);
    opening.open('alice');
    await opening.beforeLogin('bob');
    await opening.initDB('bob', './');
    expect(calls).toEqual(['initDB alice ./', 'close', 'initDB bob ./']);
    // Later logins are the core's own business: its logout closes the store.
    await opening.beforeLogin('carol');
    expect(calls).toEqual(['initDB alice ./', 'close', 'initDB bob ./']);
  });

  it('opens nothing once a login has begun, nor when no user was named', async () => {
    const { calls, database } = recordingDatabase();
    const opening = storeOpening(database);
    await opening.beforeLogin('alice');
    opening.open('alice');
    expect(calls).toEqual([]);
  });
});
