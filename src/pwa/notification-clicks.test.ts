import { describe, expect, it } from 'vitest';
import { splitRing } from './notification-clicks';

describe('a call push’s address', () => {
  it('splits the invitation off, leaving where to go', () => {
    const invitation = { roomID: 'r1', inviterUserID: 'alice', sentAt: 5 };
    const path = `/chat?conversationID=si_a_b&ring=${encodeURIComponent(JSON.stringify(invitation))}`;
    expect(splitRing(path)).toEqual({ path: '/chat?conversationID=si_a_b', ring: invitation });
  });

  it('leaves other addresses alone, and rings nothing for a mangled invitation', () => {
    expect(splitRing('/chat?conversationID=si_a_b')).toEqual({ path: '/chat?conversationID=si_a_b', ring: null });
    expect(splitRing('/chat?conversationID=x&ring=%7Bnot-json')).toEqual({
      path: '/chat?conversationID=x',
      ring: null,
    });
  });
});
