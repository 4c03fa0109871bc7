import { describe, expect, it } from 'vitest';
import { applicationErrorMessage } from './application-error';

describe('applicationErrorMessage', () => {
  it('names the blacklist (1302) and a refused friend request (20013)', () => {
    expect(applicationErrorMessage({ errCode: 1302, errMsg: 'x' }).message).toBe(
      'The other party has added you to the blacklist',
    );
    expect(applicationErrorMessage({ errCode: 20013 }).message).toBe('This user does not accept friend requests');
  });

  it('asks a sender past the per-minute limit (429) to try again later', () => {
    expect(applicationErrorMessage({ errCode: 429 }).message).toBe('Too many attempts, please try again later');
  });

  it('falls back to a plain failure', () => {
    expect(applicationErrorMessage({ errCode: 99999 }).message).toBe('Operation failed');
    expect(applicationErrorMessage(new Error('boom')).message).toBe('Operation failed');
    expect(applicationErrorMessage(null).message).toBe('Operation failed');
  });
});
