import { describe, expect, it } from 'vitest';
import { leavesCallRecord } from './call-record-policy';
import type { Invitation } from './call-signal';

const invitation = (groupID: string) => ({ groupID }) as Invitation;

describe('who leaves the call record', () => {
  it('is the inviter of a one-to-one call, whatever the outcome but an answer elsewhere', () => {
    const oneToOne = invitation('');
    for (const status of ['refused', 'canceled', 'successed', 'timeout'] as const) {
      expect(leavesCallRecord({ role: 'inviter', invitation: oneToOne }, status, false)).toBe(true);
      expect(leavesCallRecord({ role: 'invitee', invitation: oneToOne }, status, false)).toBe(false);
    }
    expect(leavesCallRecord({ role: 'invitee', invitation: oneToOne }, 'otherDevice', false)).toBe(false);
  });

  it('in a group call that ran, is the last participant left, inviter or not', () => {
    const group = invitation('g1');
    expect(leavesCallRecord({ role: 'invitee', invitation: group }, 'successed', true)).toBe(true);
    expect(leavesCallRecord({ role: 'inviter', invitation: group }, 'successed', true)).toBe(true);
    // Hanging up while others go on: the record waits for the last one.
    expect(leavesCallRecord({ role: 'inviter', invitation: group }, 'successed', false)).toBe(false);
    expect(leavesCallRecord({ role: 'invitee', invitation: group }, 'successed', false)).toBe(false);
  });

  it('in a group call nobody joined, is the inviter', () => {
    const group = invitation('g1');
    for (const status of ['refused', 'canceled', 'timeout'] as const) {
      expect(leavesCallRecord({ role: 'inviter', invitation: group }, status, false)).toBe(true);
      expect(leavesCallRecord({ role: 'invitee', invitation: group }, status, false)).toBe(false);
    }
  });
});
