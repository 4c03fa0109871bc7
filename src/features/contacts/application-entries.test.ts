import { describe, expect, it } from 'vitest';
import type { FriendApplicationItem, GroupApplicationItem } from '../../state/contacts/contact-types';
import { applicationEntries, friendApplicationEntry, groupApplicationEntry, statusOf } from './application-entries';

const friendApplication = (fields: Partial<FriendApplicationItem>) =>
  ({
    fromUserID: 'bob',
    fromNickname: 'Bob',
    fromFaceURL: '',
    toUserID: 'alice',
    toNickname: 'Alice',
    toFaceURL: '',
    reqMsg: 'hi',
    handleResult: 0,
    createTime: 1,
    ...fields,
  }) as FriendApplicationItem;

describe('application entries', () => {
  it('maps handleResult to a status', () => {
    expect([statusOf(0), statusOf(1), statusOf(-1)]).toEqual(['pending', 'accepted', 'rejected']);
  });

  it('names the applicant of a received friend application and the target of a sent one', () => {
    expect(friendApplicationEntry(friendApplication({}), 'alice')).toMatchObject({ received: true, name: 'Bob' });
    expect(friendApplicationEntry(friendApplication({ handleResult: 1 }), 'bob')).toMatchObject({
      received: false,
      name: 'Alice',
      status: 'accepted',
    });
  });

  it('names the applicant of a received group application and the group of a sent one', () => {
    const application = {
      userID: 'carol',
      nickname: 'Carol',
      groupID: 'g1',
      groupName: 'Hikers',
      handleResult: -1,
      reqTime: 7,
      createTime: 0,
    } as GroupApplicationItem;
    expect(groupApplicationEntry(application, 'owner')).toMatchObject({
      received: true,
      name: 'Carol',
      groupName: 'Hikers',
      status: 'rejected',
      time: 7,
    });
    expect(groupApplicationEntry(application, 'carol')).toMatchObject({ received: false, name: 'Hikers' });
  });

  it('lists each direction newest first', () => {
    const { received } = applicationEntries(
      [
        friendApplication({ fromUserID: 'old', createTime: 1 }),
        friendApplication({ fromUserID: 'new', createTime: 9 }),
      ],
      [],
      friendApplicationEntry,
      'alice',
    );
    expect(received.map((entry) => entry.application)).toMatchObject([{ fromUserID: 'new' }, { fromUserID: 'old' }]);
  });
});
