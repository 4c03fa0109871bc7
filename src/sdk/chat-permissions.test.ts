import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { groupAccessAtom } from '../state/chat/chat-access-atoms';

type Handler = (payload: { data: unknown }) => void;
const handlers = new Map<string, Handler>();
let answerMembers: (data: unknown[]) => void = () => undefined;
const im = {
  on: (event: string, handler: Handler) => handlers.set(event, handler),
  getSpecifiedGroupMembersInfo: () =>
    new Promise<{ data: unknown[] }>((resolve) => {
      answerMembers = (data) => resolve({ data });
    }),
};
vi.mock('./sdk-instance', () => ({ openIM: async () => im }));
vi.mock('./messaging', () => ({ selfUserID: async () => 'alice' }));
vi.mock('./group-info', () => ({ readGroupInfo: async () => ({ groupID: 'g1', status: 0 }) }));
vi.mock('@openim/wasm-client-sdk', () => ({
  CbEvents: {
    OnGroupInfoChanged: 'OnGroupInfoChanged',
    OnGroupDismissed: 'OnGroupDismissed',
    OnJoinedGroupDeleted: 'OnJoinedGroupDeleted',
    OnJoinedGroupAdded: 'OnJoinedGroupAdded',
    OnGroupMemberInfoChanged: 'OnGroupMemberInfoChanged',
    OnGroupMemberAdded: 'OnGroupMemberAdded',
    OnGroupMemberDeleted: 'OnGroupMemberDeleted',
    OnBlackAdded: 'OnBlackAdded',
    OnBlackDeleted: 'OnBlackDeleted',
  },
  GroupStatus: { Dismissed: 2 },
}));

const { loadGroupAccess, subscribeChatPermissions } = await import('./chat-permissions');
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a group’s access facts while the chat opens', () => {
  it('a mute that arrives while the membership is being read is kept, not undone by the older answer', async () => {
    const store = createStore();
    await subscribeChatPermissions(store);
    const loading = loadGroupAccess(store, 'g1');
    await flush();

    const muted = { groupID: 'g1', userID: 'alice', muteEndTime: Date.now() + 600_000 };
    handlers.get('OnGroupMemberInfoChanged')?.({ data: muted });
    await flush();
    answerMembers([{ groupID: 'g1', userID: 'alice', muteEndTime: 0 }]);
    await loading;

    expect(store.get(groupAccessAtom).g1?.member).toEqual(muted);
    // The status nobody changed meanwhile comes from the load.
    expect(store.get(groupAccessAtom).g1?.status).toBe(0);
  });
});
