import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../state/store';
import { forcedLogoutAtom } from '../state/connection/connection-atoms';
import { expectSessionEndOnPurpose } from '../state/session/session-ending';
import { chatPost } from './chat-client';

const answer = (envelope: object) =>
  new Response(JSON.stringify(envelope), { status: 200, headers: { 'content-type': 'application/json' } });

/** A stored session, as the login screen leaves it. */
const signedIn = () => {
  localStorage.setItem('IM_TOKEN', 'im-token');
  localStorage.setItem('IM_CHAT_TOKEN', 'chat-token');
  localStorage.setItem('IM_USERID', 'alice');
};

describe('a revoked chat token', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    appStore.set(forcedLogoutAtom, null);
    expectSessionEndOnPurpose(false);
  });

  it('ends the session as invalid when nobody asked for it', async () => {
    signedIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ errCode: 20101, errMsg: 'ErrTokenNotExist', errDlt: '' })),
    );
    await expect(chatPost('/office/work_moment/unread/count', {})).rejects.toMatchObject({ errCode: 20101 });
    expect(appStore.get(forcedLogoutAtom)).toBe('invalid');
  });

  it('after the user’s own sign-out (sdk/session.ts signOut), a request still on its way says nothing', async () => {
    signedIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) =>
        request.url.endsWith('/account/logout')
          ? answer({ errCode: 0, errMsg: '', errDlt: '' })
          : answer({ errCode: 20101, errMsg: 'ErrTokenNotExist', errDlt: '' }),
      ),
    );
    expectSessionEndOnPurpose(true);
    await expect(chatPost('/message/pin/list', { groupID: 'g1' })).rejects.toMatchObject({ errCode: 20101 });
    expect(appStore.get(forcedLogoutAtom)).toBeNull();
  });
});
