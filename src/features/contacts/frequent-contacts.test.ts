import { describe, expect, it } from 'vitest';
import type { ConversationItem } from '../../state/sdk-types';
import { frequentContacts } from './frequent-contacts';

const conversation = (fields: Partial<ConversationItem>) =>
  ({ conversationType: 1, userID: '', showName: '', faceURL: '', latestMsgSendTime: 0, ...fields }) as ConversationItem;

describe('frequentContacts', () => {
  it('takes the people of the latest one-to-one conversations, newest first', () => {
    const list = [
      conversation({ userID: 'a', showName: 'Ann', latestMsgSendTime: 1 }),
      conversation({ conversationType: 3, groupID: 'g', showName: 'Team', latestMsgSendTime: 9 }),
      conversation({ userID: 'b', showName: 'Ben', latestMsgSendTime: 5 }),
      conversation({ conversationType: 4, showName: 'Notices', latestMsgSendTime: 8 }),
      conversation({ userID: 'c', showName: '', latestMsgSendTime: 3 }),
    ];
    expect(frequentContacts(list, 2)).toEqual([
      { userID: 'b', name: 'Ben', faceURL: '' },
      { userID: 'c', name: 'c', faceURL: '' },
    ]);
  });
});
