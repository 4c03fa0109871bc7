import { describe, expect, it } from 'vitest';
import { conversationSource } from './conversation-source';

describe('conversationSource', () => {
  it('finds the peer of a single chat whichever side the user sorts on', () => {
    expect(conversationSource('si_amy_zed', 'amy')).toEqual({ sourceID: 'zed', sessionType: 1 });
    expect(conversationSource('si_amy_zed', 'zed')).toEqual({ sourceID: 'amy', sessionType: 1 });
  });

  it('copes with underscores inside user IDs', () => {
    expect(conversationSource('si_a_b_c', 'a_b')).toEqual({ sourceID: 'c', sessionType: 1 });
  });

  it('finds the group of a group chat', () => {
    expect(conversationSource('sg_123', 'amy')).toEqual({ sourceID: '123', sessionType: 3 });
  });

  it('refuses conversations that are not the user’s, and other kinds', () => {
    expect(conversationSource('si_bob_zed', 'amy')).toBeNull();
    expect(conversationSource('n_amy_zed', 'amy')).toBeNull();
    expect(conversationSource('sg_', 'amy')).toBeNull();
  });
});
