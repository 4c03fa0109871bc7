import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { markApplicationsSeen, readSeenApplications } from './seen-applications-db';

describe('seen applications', () => {
  it('keeps the seen keys per user and per kind', async () => {
    await markApplicationsSeen('alice', 'friend', ['bob:1', 'carol:2']);
    await markApplicationsSeen('alice', 'group', ['bob:g1:3']);
    await markApplicationsSeen('dave', 'friend', ['erin:4']);
    await markApplicationsSeen('alice', 'friend', ['bob:1']);

    expect(await readSeenApplications('alice', 'friend')).toEqual(new Set(['bob:1', 'carol:2']));
    expect(await readSeenApplications('alice', 'group')).toEqual(new Set(['bob:g1:3']));
    expect(await readSeenApplications('dave', 'friend')).toEqual(new Set(['erin:4']));
    expect(await readSeenApplications('nobody', 'friend')).toEqual(new Set());
  });
});
