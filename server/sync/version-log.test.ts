import { describe, expect, it, vi } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, openDatabase } from '../db/database.ts';
import { SORT_MARKER, VersionLogs, VersionState } from './version-log.ts';

function logs() {
  return logsWithDb().versions;
}

function logsWithDb() {
  const db = openDatabase(mkdtempSync(join(tmpdir(), 'parley-versions-')));
  migrate(db);
  return { db, versions: new VersionLogs(db) };
}

describe('VersionLogs', () => {
  it('answers an unknown or empty versionID with a full sync and a stable new ID', () => {
    const versions = logs();
    const first = versions.since('conversation', 'alice', '', 0);
    expect(first.full).toBe(true);
    expect(first.version).toBe(1);
    expect(first.versionID).toMatch(/^[0-9a-f]{24}$/);
    expect(versions.since('conversation', 'alice', 'bogus', 3)).toMatchObject({
      full: true,
      versionID: first.versionID,
    });
  });

  it('steps a new log from 1 to 2 and on, and inside a caller’s transaction adds no savepoint of its own', () => {
    const { db, versions } = logsWithDb();
    expect(versions.bump('conversation', 'alice', ['c1'], VersionState.insert).version).toBe(2);
    const transaction = vi.spyOn(db, 'transaction');
    const inBatch = db.transaction(() => versions.bump('conversation', 'alice', ['c2'], VersionState.insert));
    transaction.mockClear();
    const stepped = inBatch();
    expect(transaction).not.toHaveBeenCalled();
    expect(stepped.version).toBe(3);
    // It rolls back with the caller's transaction.
    expect(() =>
      db.transaction(() => {
        versions.bump('conversation', 'alice', ['c3'], VersionState.insert);
        throw new Error('batch failed');
      })(),
    ).toThrow('batch failed');
    const { versionID } = versions.state('conversation', 'alice');
    expect(versions.since('conversation', 'alice', versionID, 1)).toMatchObject({ version: 3, insert: ['c1', 'c2'] });
  });

  it('answers an up-to-date client with no changes', () => {
    const versions = logs();
    const { versionID, version } = versions.since('conversation', 'alice', '', 0);
    expect(versions.since('conversation', 'alice', versionID, version)).toMatchObject({
      full: false,
      insert: [],
      update: [],
      delete: [],
    });
  });

  it('splits the changes since the client version, newest state winning', () => {
    const versions = logs();
    const { versionID, version } = versions.since('friend', 'alice', '', 0);
    versions.bump('friend', 'alice', ['bob', 'carol'], VersionState.insert);
    versions.bump('friend', 'alice', ['bob'], VersionState.update);
    versions.bump('friend', 'alice', ['carol'], VersionState.delete);
    const after = versions.bump('friend', 'alice', [SORT_MARKER], VersionState.update);
    const delta = versions.since('friend', 'alice', versionID, version);
    expect(delta).toMatchObject({
      full: false,
      update: ['bob'],
      delete: ['carol'],
      insert: [],
      version: after.version,
    });
    expect(delta.sortVersion).toBe(after.version);
  });

  it('falls back to a full sync after too many changes, or when the client is ahead', () => {
    const versions = logs();
    const { versionID, version } = versions.since('member', 'g1', '', 0);
    for (let i = 0; i < 201; i++) versions.bump('member', 'g1', [`u${i}`], VersionState.insert);
    expect(versions.since('member', 'g1', versionID, version).full).toBe(true);
    expect(versions.since('member', 'g1', versionID, 10_000).full).toBe(true);
  });

  it('starts a dropped log again under a new ID', () => {
    const versions = logs();
    const before = versions.state('member', 'g1');
    versions.drop('member', 'g1');
    expect(versions.state('member', 'g1').versionID).not.toBe(before.versionID);
  });
});
