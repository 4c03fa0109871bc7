import { describe, expect, it } from 'vitest';
import type { ConversationItem, FriendUserItem, GroupItem } from '../../../state/sdk-types';
import { forwardTargetSections } from './forward-targets';

const conversations = [
  { conversationType: 1, userID: 'bob', groupID: '', showName: 'Bob', faceURL: '' },
  { conversationType: 3, userID: '', groupID: 'g1', showName: 'Team', faceURL: 'https://x/t.png' },
  { conversationType: 4, userID: '', groupID: '', showName: 'System', faceURL: '' },
] as ConversationItem[];
const friends = [
  { userID: 'bob', nickname: 'Bob', remark: '', faceURL: '' },
  { userID: 'carol', nickname: 'Carol', remark: 'Caz', faceURL: '' },
] as FriendUserItem[];
const groups = [{ groupID: 'g1', groupName: 'Team', faceURL: '' }] as GroupItem[];

describe('forward targets', () => {
  it('lists recent chats (not the notification chat), friends by the name they go by, and groups', () => {
    const sections = forwardTargetSections({ conversations, friends, groups }, '');
    expect(sections.recent.map((t) => [t.key, t.name])).toEqual([
      ['1:bob', 'Bob'],
      ['3:g1', 'Team'],
    ]);
    expect(sections.friends.map((t) => [t.key, t.name])).toEqual([
      ['1:bob', 'Bob'],
      ['1:carol', 'Caz'],
    ]);
    expect(sections.groups.map((t) => [t.key, t.sessionType, t.sourceID])).toEqual([['3:g1', 3, 'g1']]);
  });

  it('narrows every section to the names or IDs matching the search', () => {
    const sections = forwardTargetSections({ conversations, friends, groups }, 'ca');
    expect(sections.recent).toEqual([]);
    expect(sections.friends.map((t) => t.sourceID)).toEqual(['carol']);
    expect(sections.groups).toEqual([]);
    expect(forwardTargetSections({ conversations, friends, groups }, 'TEAM').recent.map((t) => t.sourceID)).toEqual([
      'g1',
    ]);
  });
});
