import { describe, expect, it } from 'vitest';
import { showsNoConversations } from './empty-state';

describe('the empty conversation list', () => {
  it('says there are no conversations only once nothing is still syncing', () => {
    expect(showsNoConversations(0, 'online', null)).toBe(true);
    expect(showsNoConversations(0, 'offline', null)).toBe(true);
    expect(showsNoConversations(0, 'syncFailed', 'failed')).toBe(true);
    expect(showsNoConversations(3, 'online', null)).toBe(false);
  });

  it('shows the sync instead while the first sync or a sync runs', () => {
    expect(showsNoConversations(0, 'online', 40)).toBe(false);
    expect(showsNoConversations(0, 'syncing', null)).toBe(false);
    expect(showsNoConversations(0, 'connecting', null)).toBe(false);
    expect(showsNoConversations(0, 'idle', null)).toBe(false);
  });
});
